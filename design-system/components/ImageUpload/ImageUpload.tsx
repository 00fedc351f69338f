import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DropZone, FileTrigger, FormValidationContext, isFileDropItem, Text } from 'react-aria-components';
import { Button } from '../Button';
import { FieldErrorText, fieldStyles } from '../Field';
import { Icon } from '../Icon';
import { acceptedImageTypes, isSupportedImage } from './imageFile';
import * as styles from './ImageUpload.css';

export interface ImageUploadProps {
  /** The visible label ("Salon logo"). */
  label: ReactNode;
  description?: ReactNode;
  /** The chosen file, or the address of the current image (from the API), or null (controlled). */
  value?: File | string | null;
  defaultValue?: File | string | null;
  /** Called with the chosen file, or null when the image is removed or an unsupported file clears it. */
  onChange?: (file: File | null) => void;
  /** Field name in a form: server errors for this name show here. */
  name?: string;
  /** Text alternative of the preview; by default the file name or "Current image". */
  previewAlt?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
}

/**
 * One image (salon logo, cover, barber photo, service image), chosen with a button or dropped on
 * the zone. Only png, jpg, jpeg, svg and gif are accepted, judged by the file name's extension;
 * anything else shows the translated "unsupported image format" error and clears the image.
 * The preview uses an object URL that is revoked when the image changes or the field unmounts.
 */
export function ImageUpload({
  label,
  description,
  value,
  defaultValue = null,
  onChange,
  name,
  previewAlt,
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
}: ImageUploadProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const actionsRef = useRef<HTMLDivElement>(null);
  const [ownImage, setOwnImage] = useState<File | string | null>(defaultValue);
  const image = value !== undefined ? value : ownImage;
  const [unsupported, setUnsupported] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const formErrors = useContext(FormValidationContext);
  const serverErrors = name ? [formErrors?.[name] ?? []].flat() : [];
  const serverKey = JSON.stringify(serverErrors);
  const [dismissedServerKey, setDismissedServerKey] = useState<string | null>(null);

  useEffect(() => {
    if (image instanceof File) {
      const url = URL.createObjectURL(image);
      setPreviewUrl(url);
      return () => URL.revokeObjectURL(url);
    }
    setPreviewUrl(image);
    return undefined;
  }, [image]);

  const update = (next: File | null) => {
    if (value === undefined) setOwnImage(next);
    setDismissedServerKey(serverKey);
    onChange?.(next);
  };

  const choose = (file: File | undefined) => {
    if (!file || isDisabled) return;
    if (!isSupportedImage(file)) {
      setUnsupported(true);
      update(null);
      return;
    }
    setUnsupported(false);
    update(file);
  };

  const remove = () => {
    setUnsupported(false);
    update(null);
    // The remove button disappears with the image: keep the keyboard user in the field.
    requestAnimationFrame(() => actionsRef.current?.querySelector('button')?.focus());
  };

  const shownServerErrors = serverKey === dismissedServerKey ? [] : serverErrors;
  const error = unsupported
    ? intl.formatMessage({ id: 'ds.forms.image.unsupported' })
    : shownServerErrors.length > 0
      ? shownServerErrors.join(' ')
      : isInvalid
        ? (errorMessage ?? intl.formatMessage({ id: 'ds.forms.error.invalid' }))
        : null;
  const alt = previewAlt ?? (image instanceof File ? image.name : intl.formatMessage({ id: 'ds.forms.image.current' }));

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <span>{label}</span>
        {isRequired && (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        )}
      </span>
      <DropZone
        aria-label={intl.formatMessage({ id: 'ds.forms.image.dropZone' })}
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        className={[styles.zone, error ? styles.zoneInvalid : ''].filter(Boolean).join(' ')}
        // Any file may be dropped: it is judged by its name once dropped, with a message when refused.
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          choose(item ? await item.getFile() : undefined);
        }}
      >
        {previewUrl ? (
          <img src={previewUrl} alt={alt} className={styles.preview} />
        ) : (
          <>
            <span className={styles.zoneIcon} aria-hidden="true">
              <Icon name="image" />
            </span>
            <Text slot="label">{intl.formatMessage({ id: 'ds.forms.image.drop' })}</Text>
          </>
        )}
        <div className={styles.actions} ref={actionsRef}>
          <FileTrigger acceptedFileTypes={acceptedImageTypes} onSelect={(files) => choose(files?.[0])}>
            <Button
              tone="neutral"
              size="small"
              isDisabled={isDisabled}
              aria-describedby={[description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
            >
              <Icon name="upload" />
              {intl.formatMessage({ id: previewUrl ? 'ds.forms.image.change' : 'ds.forms.image.choose' })}
            </Button>
          </FileTrigger>
          {previewUrl && (
            <Button tone="ghost" size="small" onPress={remove} isDisabled={isDisabled}>
              <Icon name="trash" />
              {intl.formatMessage({ id: 'ds.forms.image.remove' })}
            </Button>
          )}
        </div>
        <span className={styles.hint}>{intl.formatMessage({ id: 'ds.forms.image.hint' })}</span>
      </DropZone>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <div aria-live="polite">{error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}</div>
    </div>
  );
}
