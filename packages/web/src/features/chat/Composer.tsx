import type { ChatTargetInput } from '@storefront/core/api/chat';
import { isApiError } from '@storefront/core/api/errors';
import {
  CHAT_IMAGE_ACCEPT,
  CHAT_KEYS,
  chatImagesIssue,
  chatImagesLeft,
  chatMessageIssue,
  MAX_CHAT_IMAGE_MB,
  MAX_CHAT_IMAGES,
  MAX_CHAT_MESSAGE,
} from '@storefront/core/domain/chat';
import { FILE_HEAD_BYTES, fileKindOf } from '@storefront/core/domain/file-kind';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { CloseIcon, Icon, type IconProps } from '../../ui/icons.js';
import { useSendMessage } from './queries.js';

const AttachIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="m21 16-5-5-8 8" />
  </Icon>
);

const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
  </Icon>
);

interface Picked {
  file: File;
  url: string;
}

/** The kind of a picked file by its first bytes (core's rule, as the server reads it). */
async function factsOf(file: File) {
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, kind: fileKindOf(head) };
}

/**
 * The message composer: a text (Enter sends, Shift+Enter a new line) and up to 3 images, each
 * previewed with its Remove; a fourth is refused with 'Maximum 3 images can be send at a time.'.
 * Images are checked by core's rule as they are picked; the server's refusal is shown as it comes.
 */
export function Composer({ target, onSent }: { target: ChatTargetInput; onSent: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage();

  // The previews' links are let go with them.
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(() => () => pickedRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  async function add(files: FileList | null) {
    const list = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (list.length === 0) return;
    const room = chatImagesLeft(picked.length);
    const taken = list.slice(0, room);
    const issue = chatImagesIssue(await Promise.all(taken.map(factsOf)));
    if (issue) {
      setError(t(issue.key, issue.values));
      return;
    }
    setError(list.length > room ? t(CHAT_KEYS.tooManyImages) : null);
    setPicked((now) => [
      ...now,
      ...taken.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  }

  function remove(index: number) {
    setPicked((now) => {
      const gone = now[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return now.filter((_, i) => i !== index);
    });
    setError(null);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (send.isPending) return;
    const issue = chatMessageIssue(text, picked.length);
    if (issue) {
      setError(t(issue.key, issue.values));
      return;
    }
    setError(null);
    send.mutate(
      { target, text, images: picked.map((p) => ({ name: p.file.name, data: p.file })) },
      {
        onSuccess: () => {
          picked.forEach((p) => URL.revokeObjectURL(p.url));
          setPicked([]);
          setText('');
          onSent();
        },
        onError: (e) =>
          setError(isApiError(e) && e.messages[0] ? e.messages[0] : t('common.error.generic')),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const left = chatImagesLeft(picked.length);
  return (
    <form
      onSubmit={submit}
      className={css({
        borderTopWidth: '1px',
        borderColor: 'border.default',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        bg: 'bg.surface',
      })}
      data-testid="chat-composer"
    >
      {picked.length > 0 && (
        <ul className={css({ display: 'flex', gap: '2', listStyle: 'none' })}>
          {picked.map((p, i) => (
            <li key={p.url} className={css({ position: 'relative' })} data-testid="chat-preview">
              <img
                src={p.url}
                alt=""
                className={css({
                  w: '16',
                  h: '16',
                  objectFit: 'cover',
                  borderRadius: 'md',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                })}
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('chat.composer.remove', { index: i + 1 })}
                className={css({
                  position: 'absolute',
                  top: '-2',
                  insetEnd: '-2',
                  w: '6',
                  h: '6',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 'full',
                  bg: 'fg.default',
                  color: 'bg.surface',
                  cursor: 'pointer',
                  '& svg': { w: '3.5', h: '3.5' },
                })}
                data-testid="chat-preview-remove"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p
          role="alert"
          className={css({ fontSize: 'sm', color: 'danger.text' })}
          data-testid="chat-error"
        >
          {error}
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          multiple
          className={css({ srOnly: true })}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void add(e.target.files)}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          onClick={() => {
            if (left === 0) setError(t(CHAT_KEYS.tooManyImages));
            else fileInput.current?.click();
          }}
          aria-label={t('chat.composer.attach')}
          title={`${t('chat.composer.attach')} (${MAX_CHAT_IMAGES} × ${MAX_CHAT_IMAGE_MB} MB)`}
          data-testid="chat-attach"
        >
          <AttachIcon />
        </button>
        <label htmlFor="chat-message" className={css({ srOnly: true })}>
          {t('chat.composer.label')}
        </label>
        <textarea
          id="chat-message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          maxLength={MAX_CHAT_MESSAGE}
          rows={1}
          dir="auto"
          className={cx(
            input(),
            css({
              flex: '1',
              resize: 'none',
              minH: '10',
              maxH: '32',
              py: '2',
              fieldSizing: 'content',
            }),
          )}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className={button({ variant: 'solid', size: 'icon' })}
          aria-label={send.isPending ? t('chat.composer.sending') : t('chat.composer.send')}
          title={t('chat.composer.send')}
          disabled={send.isPending}
          data-testid="chat-send"
        >
          <SendIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
        </button>
      </div>
      {picked.length > 0 && left > 0 && (
        <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {t('chat.composer.imagesLeft', { count: left })}
        </p>
      )}
    </form>
  );
}
