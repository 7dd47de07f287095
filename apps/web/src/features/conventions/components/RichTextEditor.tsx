import { useEffect, useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useI18n, type MessageKey } from '../../../i18n';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  testId: string;
  'aria-label'?: string;
}

type Command = { cmd: string; arg?: string; label: MessageKey; icon: React.ReactNode };

const commands: Command[] = [
  { cmd: 'bold', label: 'conventions.rt.bold', icon: <BoldOutlined /> },
  { cmd: 'italic', label: 'conventions.rt.italic', icon: <ItalicOutlined /> },
  { cmd: 'formatBlock', arg: 'h3', label: 'conventions.rt.heading', icon: <strong>H</strong> },
  { cmd: 'insertUnorderedList', label: 'conventions.rt.list', icon: <UnorderedListOutlined /> },
  { cmd: 'insertOrderedList', label: 'conventions.rt.numbered', icon: <OrderedListOutlined /> },
];

/** What an empty editor leaves behind (a lone <br>, empty paragraphs) counts as no text. */
const blank = (html: string) => html.replace(/<br\s*\/?>|<\/?(p|div)>|&nbsp;|\s/gi, '') === '';

/**
 * A small rich-text field (bold, italic, heading, lists, links) on a contentEditable area, for a form: the value is
 * HTML. The server sanitises what it stores (docs/rules/catalogue.md), so this only has to write plain markup.
 */
export function RichTextEditor({ value = '', onChange, id, placeholder, testId, ...rest }: Props) {
  const { t } = useI18n();
  const area = useRef<HTMLDivElement>(null);

  // an outside change (the form loads an entry) replaces the text; our own typing does not come back here
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    onChange?.(blank(html) ? '' : html);
  };
  const run = (cmd: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(cmd, false, arg);
    emit();
  };
  const link = () => {
    const url = window.prompt(t('conventions.rt.linkPrompt'), 'https://');
    if (url && /^https?:\/\/\S+$/i.test(url.trim())) run('createLink', url.trim());
  };

  return (
    <div className="bh-rt" data-testid={testId}>
      <div className="bh-rt-bar" role="toolbar" aria-label={rest['aria-label']}>
        {commands.map((c) => (
          <Tooltip key={c.label} title={t(c.label)}>
            <Button
              size="small"
              type="text"
              icon={c.icon}
              aria-label={t(c.label)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.cmd, c.arg)}
            />
          </Tooltip>
        ))}
        <Tooltip title={t('conventions.rt.link')}>
          <Button
            size="small"
            type="text"
            icon={<LinkOutlined />}
            aria-label={t('conventions.rt.link')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={link}
          />
        </Tooltip>
        <Tooltip title={t('conventions.rt.clear')}>
          <Button
            size="small"
            type="text"
            icon={<ClearOutlined />}
            aria-label={t('conventions.rt.clear')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              run('removeFormat');
              run('formatBlock', 'p');
            }}
          />
        </Tooltip>
      </div>
      <div
        ref={area}
        id={id}
        className="bh-rt-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={rest['aria-label']}
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={emit}
        data-testid={`${testId}-area`}
      />
    </div>
  );
}
