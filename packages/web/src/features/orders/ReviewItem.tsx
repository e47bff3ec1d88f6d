import { FileUpload } from '@ark-ui/react/file-upload';
import { submitItemReview } from '@storefront/core/api/order-extras';
import { FILE_HEAD_BYTES, fileKindOf } from '@storefront/core/domain/file-kind';
import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_IMAGE_BYTES,
  MAX_REVIEW_IMAGES,
  reviewImagesIssue,
  tooManyReviewImages,
} from '@storefront/core/domain/order-review';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { AlertIcon, CloseIcon, PlusIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { ITEM_REVIEWS_KEY } from '../item/review-queries.js';
import { refreshOrder } from './queries.js';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * 'Write a review' of one item of a delivered order (issue 12; `items/reviews/submit`): 1 to 5
 * stars, a comment and up to 3 photos (Ark's file upload; each checked by core's rule on its
 * first bytes before it is sent, as the server checks it). Sent: the server's message, the order
 * read again (the line says 'Reviewed'), the item's reviews read again.
 */
export function ReviewItem({
  orderId,
  itemId,
  moduleId,
  name,
}: {
  orderId: number;
  itemId: number;
  moduleId: number | null;
  name: string;
}) {
  const { t } = useTranslation();
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoIssue, setPhotoIssue] = useState<string | null>(null);
  const [ratingMissing, setRatingMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      submitItemReview(
        api,
        {
          item_id: itemId,
          order_id: orderId,
          rating,
          comment,
          photos: photos.map((file) => ({ name: file.name, data: file })),
        },
        { moduleId },
      ),
    onSuccess: (message) => {
      setOpen(false);
      notifier.notify('success', message || t('orderReview.submitted'));
      void refreshOrder(queryClient);
      void queryClient.invalidateQueries({ queryKey: [ITEM_REVIEWS_KEY, itemId] });
    },
  });

  /** The photos picked: core's rule on their bytes; the refused ones are said and left out. */
  const pick = async (files: File[]) => {
    const facts = await Promise.all(
      files.map(async (file) => ({
        file,
        name: file.name,
        size: file.size,
        kind: fileKindOf(new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer())),
      })),
    );
    const kept: File[] = [];
    let issue: string | null = null;
    for (const fact of facts) {
      const problem =
        kept.length >= MAX_REVIEW_IMAGES ? tooManyReviewImages() : reviewImagesIssue([fact]);
      if (problem) issue ??= tr(problem.key, problem.values);
      else kept.push(fact.file);
    }
    setPhotoIssue(issue);
    setPhotos(kept);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingMissing(true);
      return;
    }
    send.mutate();
  };

  return (
    <>
      <button
        type="button"
        className={button({ variant: 'subtle', size: 'sm' })}
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
        aria-label={t('orderReview.actionFor', { name })}
        data-testid="order-review-open"
      >
        {t('orderReview.action')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!send.isPending) setOpen(next);
        }}
        size="sm"
        title={t('orderReview.title', { name })}
        testId="order-review-dialog"
      >
        <form
          onSubmit={submit}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <fieldset aria-describedby={ratingMissing ? `${id}-rating-error` : undefined}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
              {t('orderReview.rating')}
            </legend>
            <div className={css({ display: 'flex', gap: '1' })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={css({
                    cursor: 'pointer',
                    fontSize: '3xl',
                    lineHeight: '1',
                    px: '0.5',
                    color: n <= rating ? 'warning.text' : 'fg.subtle',
                    transition: 'transform 120ms',
                    _hover: { transform: 'scale(1.1)' },
                    '&:has(input:focus-visible)': {
                      outline: '2px solid',
                      outlineColor: 'focusRing',
                      borderRadius: 'sm',
                    },
                  })}
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setRatingMissing(false);
                    }}
                    className={css({ srOnly: true })}
                    aria-label={t('orderReview.stars', { count: n })}
                    data-testid={`order-review-star-${n}`}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </div>
            {ratingMissing && (
              <p
                id={`${id}-rating-error`}
                className={css({ fontSize: 'sm', color: 'danger.text', mt: '1' })}
                role="alert"
              >
                {t('orderReview.error.rating', { min: 1, max: 5 })}
              </p>
            )}
          </fieldset>
          <Field id={`${id}-comment`} label={t('orderReview.comment')}>
            <textarea
              id={`${id}-comment`}
              className={cx(input(), css({ minH: '24', py: '2' }))}
              maxLength={MAX_REVIEW_COMMENT}
              placeholder={t('orderReview.commentPlaceholder')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              dir="auto"
              data-testid="order-review-comment"
            />
          </Field>
          <FileUpload.Root
            accept={IMAGE_TYPES}
            maxFiles={MAX_REVIEW_IMAGES}
            maxFileSize={MAX_REVIEW_IMAGE_BYTES}
            acceptedFiles={photos}
            onFileChange={(details) =>
              void pick([
                ...details.acceptedFiles,
                ...details.rejectedFiles.map((r) => r.file).filter((f) => !photos.includes(f)),
              ])
            }
            translations={{
              deleteFile: (file) => t('orderReview.imageRemove', { name: file.name }),
            }}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <FileUpload.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {t('orderReview.images', { max: MAX_REVIEW_IMAGES })}
            </FileUpload.Label>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <FileUpload.ItemGroup className={css({ display: 'contents' })}>
                {photos.map((file) => (
                  <FileUpload.Item
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    file={file}
                    className={css({
                      position: 'relative',
                      w: '16',
                      h: '16',
                      borderRadius: 'lg',
                      overflow: 'hidden',
                      borderWidth: '1px',
                      borderColor: 'border.default',
                    })}
                  >
                    <FileUpload.ItemPreview type="image/*">
                      <FileUpload.ItemPreviewImage
                        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                      />
                    </FileUpload.ItemPreview>
                    <FileUpload.ItemDeleteTrigger
                      className={css({
                        position: 'absolute',
                        top: '0.5',
                        insetEnd: '0.5',
                        display: 'grid',
                        placeItems: 'center',
                        w: '5',
                        h: '5',
                        borderRadius: 'full',
                        bg: 'bg.surface',
                        color: 'fg.default',
                        boxShadow: 'card',
                        cursor: 'pointer',
                        '& svg': { w: '3', h: '3' },
                      })}
                    >
                      <CloseIcon />
                    </FileUpload.ItemDeleteTrigger>
                  </FileUpload.Item>
                ))}
              </FileUpload.ItemGroup>
              {photos.length < MAX_REVIEW_IMAGES && (
                <FileUpload.Trigger
                  className={cx(
                    button({ variant: 'outline' }),
                    css({ w: '16', h: '16', flexDirection: 'column', gap: '0.5', fontSize: 'xs' }),
                  )}
                  aria-label={t('orderReview.imagesAdd')}
                >
                  <PlusIcon />
                </FileUpload.Trigger>
              )}
            </div>
            <FileUpload.HiddenInput data-testid="order-review-photos" />
          </FileUpload.Root>
          {photoIssue && (
            <p className={css({ fontSize: 'sm', color: 'danger.text' })} role="alert">
              {photoIssue}
            </p>
          )}
          {send.isError && (
            <p className={note({ tone: 'error' })} role="alert" data-testid="order-review-error">
              <AlertIcon />
              {errorText(toUiError(send.error), tr)}
            </p>
          )}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={send.isPending}>
              {t('common.action.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={send.isPending}
              aria-busy={send.isPending || undefined}
              data-testid="order-review-submit"
            >
              {send.isPending && <Spinner />}
              {t('orderReview.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
