import { forwardRef, memo, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  StyledCard,
  StyledCardDescription,
  StyledCardHeader,
  StyledCardLabel,
  StyledCardMeta,
  StyledChoice,
  StyledIndicator,
  StyledNativeInput,
} from './RadioCardGroup.styles';
import { CheckSmallIcon } from '../../icons';

export interface RadioCardGroupCardProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** Radio inside a group, checkbox for a stand-alone `ToggleCard`. */
  type: 'radio' | 'checkbox';
  /** The accessible name of the input. */
  label: ReactNode;
  /** Supporting text, announced as the input's description. */
  description?: ReactNode;
  /** A short fact such as a price or a delivery time, announced after the description. */
  meta?: ReactNode;
}

/**
 * Marks a card as handled by React. Until then the landing page's boot script (apps/site/scripts/hero-first-entry.mjs)
 * keeps a tap on it from React's root listener, which would otherwise hydrate the whole section in that tap's own
 * task before the browser could paint the native check; the section adopts the choice when it hydrates.
 */
const markLive = (card: HTMLLabelElement | null) => card?.setAttribute('data-live', '');

interface CardFaceProps {
  shape: 'circle' | 'square';
  label: ReactNode;
  labelId: string;
  description: ReactNode;
  descriptionId: string | undefined;
  meta: ReactNode;
  metaId: string | undefined;
}

/**
 * What the card shows; its checked look comes from the input's `:checked` in CSS. Memoised, so a pick re-renders
 * only the inputs whose `checked` changed and the tap's own task stays short (the whole group re-rendered in it).
 */
const CardFace = memo(function CardFace({
  shape,
  label,
  labelId,
  description,
  descriptionId,
  meta,
  metaId,
}: CardFaceProps) {
  return (
    <StyledCard>
      <StyledCardHeader>
        <StyledCardLabel id={labelId}>{label}</StyledCardLabel>
        <StyledIndicator $shape={shape} aria-hidden="true">
          <CheckSmallIcon />
        </StyledIndicator>
      </StyledCardHeader>
      {description && (
        <StyledCardDescription id={descriptionId}>{description}</StyledCardDescription>
      )}
      {meta && <StyledCardMeta id={metaId}>{meta}</StyledCardMeta>}
    </StyledCard>
  );
});

/**
 * A native radio or checkbox dressed as a large card; shared by `RadioCardGroup` and `ToggleCard`.
 * The name comes from the label alone, so assistive tech hears "Design, radio button" and then the description,
 * rather than the whole card as one long name.
 */
export const RadioCardGroupCard = forwardRef<HTMLInputElement, RadioCardGroupCardProps>(
  function RadioCardGroupCard({ type, label, description, meta, ...inputProps }, ref) {
    const id = useId();
    const labelId = `${id}-label`;
    const descriptionId = description ? `${id}-description` : undefined;
    const metaId = meta ? `${id}-meta` : undefined;
    const describedBy = [descriptionId, metaId].filter(Boolean).join(' ') || undefined;

    return (
      <StyledChoice ref={markLive} data-early-choice="">
        <StyledNativeInput
          ref={ref}
          type={type}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <CardFace
          shape={type === 'radio' ? 'circle' : 'square'}
          label={label}
          labelId={labelId}
          description={description}
          descriptionId={descriptionId}
          meta={meta}
          metaId={metaId}
        />
      </StyledChoice>
    );
  },
);
RadioCardGroupCard.displayName = 'RadioCardGroupCard';
