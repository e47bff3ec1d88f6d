import { FileUpload, type FileUploadFileChangeDetails } from '@ark-ui/react/file-upload';
import { FILE_KIND_TYPES, isImageKind } from '@storefront/core/domain/file-kind';
import { issueText } from '@storefront/core/domain/issue';
import {
  addPrescriptions,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTION_MB,
  MAX_PRESCRIPTIONS,
  PRESCRIPTION_KINDS,
} from '@storefront/core/domain/prescription';
import type { MoneyConfig } from '@storefront/core/domain/money';
import type { PrescriptionAttachment } from '@storefront/core/machines/checkout.types';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { AlertIcon, CloseIcon } from '../../ui/icons.js';
import { PrescriptionIcon } from '../catalogue/icons.js';
import { DocumentIcon, UploadIcon } from './icons.js';
import { attachmentOf, keepPrescriptionFiles, prescriptionFileOf } from './prescription-files.js';

const ACCEPT = PRESCRIPTION_KINDS.map((kind) => FILE_KIND_TYPES[kind]);

/** A size for people: KB below a megabyte, else MB with one decimal. */
function sizeText(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${number.format(bytes / (1024 * 1024))} MB`;
}

/**
 * The prescriptions of a pharmacy order (issue 12): drag and drop or the picker (Ark's file
 * upload), previews of the images and a document mark for a PDF, a remove button per file, the
 * limits said. Each picked file is checked by core's rule on its first bytes, as the server does
 * (an image or a PDF, 2 MB, at most 5): a refused file is toasted with the rule's text and left
 * out. Controlled: `value` are the checkout machine's attachments, `onChange` gives the next list.
 */
export function PrescriptionUpload({
  value,
  onChange,
  disabled = false,
  error = null,
  money,
  labelHidden = false,
}: {
  value: readonly PrescriptionAttachment[];
  onChange: (next: PrescriptionAttachment[]) => void;
  disabled?: boolean;
  /** Why the order cannot be placed yet ('Please upload your prescription image'), shown under it. */
  error?: string | null;
  money: MoneyConfig;
  /** The label is said, not shown (a section heading above says it). */
  labelHidden?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const files = value.flatMap((a) => {
    const file = prescriptionFileOf(a.id);
    return file ? [file] : [];
  });

  const change = async (details: FileUploadFileChangeDetails) => {
    const kept = new Set(details.acceptedFiles);
    const remaining = value.filter((a) => {
      const file = prescriptionFileOf(a.id);
      return file !== null && kept.has(file);
    });
    const known = new Set(files);
    const picked = [
      ...details.acceptedFiles.filter((f) => !known.has(f)),
      ...details.rejectedFiles.map((r) => r.file).filter((f) => !known.has(f)),
    ];
    const attachments = await Promise.all(picked.map(attachmentOf));
    const next = addPrescriptions(remaining, attachments);
    for (const issue of next.issues) notifier.notify('error', issueText(issue, tr, money));
    keepPrescriptionFiles(next.files);
    onChange(next.files);
  };

  const full = value.length >= MAX_PRESCRIPTIONS;
  return (
    <FileUpload.Root
      accept={ACCEPT}
      maxFiles={MAX_PRESCRIPTIONS}
      maxFileSize={MAX_PRESCRIPTION_BYTES}
      minFileSize={1}
      acceptedFiles={files}
      onFileChange={(details) => void change(details)}
      disabled={disabled}
      invalid={error != null}
      translations={{
        dropzone: t('prescription.drop'),
        deleteFile: (file) => t('prescription.remove', { name: file.name }),
        itemPreview: (file) => file.name,
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      data-testid="prescription-upload"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <FileUpload.Label
          className={
            labelHidden
              ? css({ srOnly: true })
              : css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'md',
                  fontWeight: 'bold',
                })
          }
        >
          <PrescriptionIcon className={css({ color: 'warning.text' })} />
          {t('prescription.title')}
        </FileUpload.Label>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('prescription.hint')}</p>
      </div>
      {!full && (
        <FileUpload.Dropzone
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2',
            textAlign: 'center',
            px: '4',
            py: { base: '5', sm: '6' },
            borderWidth: '2px',
            borderStyle: 'dashed',
            borderColor: error ? 'danger.border' : 'border.strong',
            borderRadius: 'xl',
            bg: 'bg.subtle',
            color: 'fg.muted',
            fontSize: 'sm',
            transition: 'border-color 150ms, background 150ms',
            '&[data-dragging]': { borderColor: 'accent.solid', bg: 'accent.subtle' },
            _focusVisible: {
              outline: '2px solid',
              outlineColor: 'focusRing',
              outlineOffset: '2px',
            },
            '&[data-disabled]': { opacity: 0.6 },
          })}
          data-testid="prescription-dropzone"
        >
          <UploadIcon className={css({ w: '7', h: '7', color: 'accent.text' })} />
          <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
            {t('prescription.drop')}
          </span>
          <span>{t('prescription.or')}</span>
          <FileUpload.Trigger
            className={button({ variant: 'outline', size: 'sm' })}
            data-testid="prescription-browse"
          >
            {t('prescription.browse')}
          </FileUpload.Trigger>
          <span className={css({ fontSize: 'xs' })}>
            {t('prescription.limits', { size: MAX_PRESCRIPTION_MB, max: MAX_PRESCRIPTIONS })}
          </span>
        </FileUpload.Dropzone>
      )}
      {value.length > 0 && (
        <>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })} aria-live="polite">
            {t('prescription.count', { count: value.length, max: MAX_PRESCRIPTIONS })}
          </p>
          <FileUpload.ItemGroup
            className={css({
              display: 'grid',
              gridTemplateColumns: {
                base: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
              gap: '3',
              listStyle: 'none',
            })}
          >
            {value.map((attachment) => {
              const file = prescriptionFileOf(attachment.id);
              if (!file) return null;
              return (
                <FileUpload.Item
                  key={attachment.id}
                  file={file}
                  className={css({
                    position: 'relative',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '1',
                    p: '2',
                    borderRadius: 'lg',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    bg: 'bg.surface',
                    minW: 0,
                  })}
                  data-testid="prescription-file"
                >
                  <div
                    className={css({
                      aspectRatio: '4 / 3',
                      borderRadius: 'md',
                      overflow: 'hidden',
                      bg: 'bg.subtle',
                      display: 'grid',
                      placeItems: 'center',
                    })}
                  >
                    {isImageKind(attachment.kind) ? (
                      <FileUpload.ItemPreview type="image/*">
                        <FileUpload.ItemPreviewImage
                          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                        />
                      </FileUpload.ItemPreview>
                    ) : (
                      <span
                        className={css({
                          display: 'flex',
                          flexDirection: 'column',
                          alignItems: 'center',
                          gap: '1',
                          color: 'fg.muted',
                          fontSize: 'xs',
                        })}
                      >
                        <DocumentIcon className={css({ w: '8', h: '8', color: 'danger.text' })} />
                        {t('prescription.pdf')}
                      </span>
                    )}
                  </div>
                  <FileUpload.ItemName
                    className={css({ fontSize: 'xs', fontWeight: 'medium', truncate: true })}
                    dir="auto"
                  />
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })} dir="ltr">
                    {sizeText(attachment.size, i18n.language)}
                  </span>
                  <FileUpload.ItemDeleteTrigger
                    className={cx(
                      button({ variant: 'outline', size: 'iconSm' }),
                      css({
                        position: 'absolute',
                        top: '1',
                        insetEnd: '1',
                        borderRadius: 'full',
                        boxShadow: 'card',
                      }),
                    )}
                    data-testid="prescription-remove"
                  >
                    <CloseIcon />
                  </FileUpload.ItemDeleteTrigger>
                </FileUpload.Item>
              );
            })}
          </FileUpload.ItemGroup>
        </>
      )}
      {error && (
        <p className={note({ tone: 'error' })} role="alert" data-testid="prescription-error">
          <AlertIcon />
          {error}
        </p>
      )}
      <FileUpload.HiddenInput data-testid="prescription-input" />
    </FileUpload.Root>
  );
}
