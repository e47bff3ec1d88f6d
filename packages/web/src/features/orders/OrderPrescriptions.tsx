import type { OrderPrescription } from '@storefront/core/api/order-extras';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { AlertIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { DocumentIcon } from './icons.js';
import { usePrescriptionUrl } from './queries.js';

/** One prescription: its image (or a document mark for a PDF), opening the file itself. */
function PrescriptionFile({ file }: { file: OrderPrescription }) {
  const { t } = useTranslation();
  const url = usePrescriptionUrl(file.id);
  const image = file.file_type.startsWith('image/');
  return (
    <li data-testid="order-prescription" data-file-type={file.file_type}>
      <a
        href={url.data ?? undefined}
        target="_blank"
        rel="noreferrer"
        aria-label={t('prescription.order.open', { name: file.file_name })}
        aria-disabled={url.data ? undefined : true}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          p: '2',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          transition: 'border-color 150ms',
          _hover: { borderColor: 'accent.muted' },
          minW: 0,
        })}
      >
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            aspectRatio: '4 / 3',
            borderRadius: 'md',
            overflow: 'hidden',
            bg: 'bg.subtle',
            color: 'fg.muted',
          })}
        >
          {url.isPending ? (
            <Spinner />
          ) : url.isError ? (
            <span
              className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs' })}
            >
              <AlertIcon />
              {t('prescription.order.loadFailed')}
            </span>
          ) : image ? (
            <img
              src={url.data}
              alt=""
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
              data-testid="order-prescription-image"
            />
          ) : (
            <span
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: '1',
                fontSize: 'xs',
                textAlign: 'center',
              })}
            >
              <DocumentIcon className={css({ w: '8', h: '8', color: 'danger.text' })} />
              {t('prescription.pdf')}
            </span>
          )}
        </span>
        <span className={css({ fontSize: 'xs', fontWeight: 'medium', truncate: true })} dir="auto">
          {file.file_name}
        </span>
      </a>
    </li>
  );
}

/** The prescriptions uploaded with the order (issue 12), seen only by its owner. */
export function OrderPrescriptions({ files }: { files: readonly OrderPrescription[] }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '3',
        listStyle: 'none',
      })}
      data-testid="order-prescriptions"
    >
      {files.map((file) => (
        <PrescriptionFile key={file.id} file={file} />
      ))}
    </ul>
  );
}
