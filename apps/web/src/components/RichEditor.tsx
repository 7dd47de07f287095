import { useEffect, useRef } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import BoldOutlined from '@ant-design/icons-svg/es/asn/BoldOutlined';
import ClearOutlined from '@ant-design/icons-svg/es/asn/ClearOutlined';
import FontSizeOutlined from '@ant-design/icons-svg/es/asn/FontSizeOutlined';
import ItalicOutlined from '@ant-design/icons-svg/es/asn/ItalicOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { useI18n, type MessageKey } from '../i18n';
import { Icon } from './lite/Icon';
import type { FieldProps } from './lite/Form';
import { describe, FieldFrame } from './lite/Fields';
import { normaliseHtml } from './richText';
import './components.css';

/**
 * A small rich-text editor in plain markup: a contentEditable area with a toolbar (bold, italic, heading, bulleted
 * list, link, clear), each tool a small text button named by its `aria-label` and shown by its `title` (antd's
 * tooltip). Its value is HTML; the server sanitises it on write (docs/rules/catalogue.md), so nothing here is trusted.
 * A form field: `value` / `onChange`.
 */
export function RichEditor({
  value = '',
  onChange,
  testId,
  label,
  id,
  ...aria
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId: string;
  label: string;
  /** the editing area's id (a form puts the focus there when the field is wrong) */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);

  // write a value in only when it did not come from typing here (typing keeps the caret)
  useEffect(() => {
    if (area.current && value !== emitted.current) area.current.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = normaliseHtml(area.current?.innerHTML ?? '');
    emitted.current = html;
    onChange?.(html);
  };
  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const tools: Array<{ key: MessageKey; icon: IconDefinition; run: () => void }> = [
    { key: 'editor.bold', icon: BoldOutlined, run: () => exec('bold') },
    { key: 'editor.italic', icon: ItalicOutlined, run: () => exec('italic') },
    { key: 'editor.heading', icon: FontSizeOutlined, run: () => exec('formatBlock', 'h3') },
    { key: 'editor.list', icon: UnorderedListOutlined, run: () => exec('insertUnorderedList') },
    {
      key: 'editor.link',
      icon: LinkOutlined,
      run: () => {
        const url = window.prompt(t('editor.linkPrompt'), 'https://');
        if (url && /^https?:\/\//i.test(url)) exec('createLink', url);
      },
    },
    { key: 'editor.clear', icon: ClearOutlined, run: () => exec('removeFormat') },
  ];
  return (
    <div data-testid={testId}>
      <div className="bh-rich-toolbar" role="toolbar" aria-label={label}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="bh-btn bh-btn-text bh-btn-icon bh-btn-small"
            title={t(tool.key)}
            aria-label={t(tool.key)}
            // the area keeps its selection: a press on a tool does not take the focus
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            <Icon icon={tool.icon} />
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        {...aria}
        className="bh-rich-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        data-testid={`${testId}-area`}
      />
    </div>
  );
}

/**
 * A plain form's rich text (its value HTML) with its label, which names the editor's group, and its error line: the
 * article's, exhibition's and convention's details. The editing area takes the field's id, so a wrong one gets the focus.
 */
export function RichTextField({ field, label, testId }: { field: FieldProps; label: string; testId: string }) {
  return (
    <FieldFrame id={field.id} label={label} error={field.error} group>
      <div role="group" aria-labelledby={`${field.id}-label`}>
        <RichEditor value={field.value} onChange={field.onChange} testId={testId} label={label} id={field.id} {...describe(field)} />
      </div>
    </FieldFrame>
  );
}
