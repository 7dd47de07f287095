import { useEffect, useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { BoldOutlined, ClearOutlined, FontSizeOutlined, ItalicOutlined, LinkOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useI18n, type MessageKey } from '../i18n';
import { normaliseHtml } from './richText';
import './components.css';

/**
 * A small rich-text editor: a contentEditable area with a toolbar (bold, italic, heading, bulleted list, link, clear).
 * Its value is HTML; the server sanitises it on write (docs/rules/catalogue.md), so nothing here is trusted.
 * A form field: `value` / `onChange`.
 */
export function RichEditor({
  value = '',
  onChange,
  testId,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId: string;
  label: string;
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
  const tools: Array<{ key: MessageKey; icon: React.ReactNode; run: () => void }> = [
    { key: 'editor.bold', icon: <BoldOutlined />, run: () => exec('bold') },
    { key: 'editor.italic', icon: <ItalicOutlined />, run: () => exec('italic') },
    { key: 'editor.heading', icon: <FontSizeOutlined />, run: () => exec('formatBlock', 'h3') },
    { key: 'editor.list', icon: <UnorderedListOutlined />, run: () => exec('insertUnorderedList') },
    {
      key: 'editor.link',
      icon: <LinkOutlined />,
      run: () => {
        const url = window.prompt(t('editor.linkPrompt'), 'https://');
        if (url && /^https?:\/\//i.test(url)) exec('createLink', url);
      },
    },
    { key: 'editor.clear', icon: <ClearOutlined />, run: () => exec('removeFormat') },
  ];
  return (
    <div data-testid={testId}>
      <div className="bh-rich-toolbar" role="toolbar" aria-label={label}>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(tool.key)}>
            <Button size="small" type="text" icon={tool.icon} aria-label={t(tool.key)} onMouseDown={(e) => e.preventDefault()} onClick={tool.run} />
          </Tooltip>
        ))}
      </div>
      <div
        ref={area}
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
