import {
  forwardRef,
  useId,
  useState,
  type FieldsetHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { StyledFieldset, StyledLegend, StyledOptions } from './RadioCardGroup.styles';
import { RadioCardGroupCard } from './RadioCardGroupCard';
import { useAdoptEarlyRadio } from '../../hooks/useAdoptEarlyChoice';
import { useForwardedRef } from '../../hooks/useForwardedRef';

export interface RadioCardOption<T extends string = string> {
  /** The value reported by `onValueChange` and submitted with a form. */
  value: T;
  /** The option's accessible name, shown large on the card. */
  label: ReactNode;
  /** Supporting text under the label. */
  description?: ReactNode;
  /** A short fact at the bottom of the card, e.g. a price or a delivery time. */
  meta?: ReactNode;
}

export interface RadioCardGroupProps<T extends string = string> extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'children' | 'onChange'
> {
  /** The group's accessible name, rendered as the fieldset's `<legend>`. */
  legend: ReactNode;
  /** Hides the legend visually while keeping it as the group's name (when a heading nearby already says it). @default false */
  hideLegend?: boolean;
  /** Shared `name` of the radios, for form submission. @default a generated unique name */
  name?: string;
  /** The choices, in reading and arrow-key order. */
  options: readonly RadioCardOption<T>[];
  /**
   * The selected value, kept by the parent: a pick is only reported, and the cards show `value` until the parent
   * passes the new one. `undefined` without a `defaultValue` leaves every card unchecked.
   */
  value?: T;
  /**
   * The first selected value when the parent leaves the checked state to the browser (pass it instead of `value`):
   * a pick shows at once, with no render of the group in the tap, and is reported; later changes of this prop are
   * ignored, as with a native radio's `defaultChecked`.
   */
  defaultValue?: T;
  /** Called with the newly selected value (click, Space or arrow keys). */
  onValueChange: (value: T) => void;
  /** Number of columns once the group is wide enough for them (see `minCardWidth`); one column until then. @default 1 */
  columns?: number;
  /**
   * The narrowest a card may get in a row: narrower than this, the cards stack in one column. Make it fit the
   * longest label with its radio mark. @default '14rem'
   */
  minCardWidth?: string;
}

function RadioCardGroupInner<T extends string>(
  {
    legend,
    hideLegend = false,
    name,
    options,
    value,
    defaultValue,
    onValueChange,
    columns = 1,
    minCardWidth = '14rem',
    ...rest
  }: RadioCardGroupProps<T>,
  ref: Ref<HTMLFieldSetElement>,
) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const fieldsetRef = useForwardedRef(ref);
  // Left to the browser, the group keeps no state of its own: the checked radio is the state, so a pick paints
  // with nothing for React to render or restore in the tap's task.
  const [initialValue] = useState(defaultValue);
  const leftToBrowser = value === undefined && initialValue !== undefined;
  const checkedProp = (optionValue: T) =>
    leftToBrowser
      ? { defaultChecked: optionValue === initialValue }
      : { checked: optionValue === value };

  useAdoptEarlyRadio(
    fieldsetRef,
    options.map((option) => option.value),
    leftToBrowser ? initialValue : value,
    onValueChange,
  );

  return (
    <StyledFieldset ref={fieldsetRef} {...rest}>
      <StyledLegend $hidden={hideLegend}>{legend}</StyledLegend>
      <StyledOptions $columns={columns} $minCardWidth={minCardWidth}>
        {options.map((option) => (
          <RadioCardGroupCard
            key={option.value}
            type="radio"
            name={groupName}
            value={option.value}
            {...checkedProp(option.value)}
            onChange={() => onValueChange(option.value)}
            label={option.label}
            description={option.description}
            meta={option.meta}
          />
        ))}
      </StyledOptions>
    </StyledFieldset>
  );
}

const RadioCardGroupBase = forwardRef(RadioCardGroupInner);
RadioCardGroupBase.displayName = 'RadioCardGroup';

/**
 * One choice among large cards. Each card is a native radio input, so Tab enters and leaves the group once and
 * the arrow keys move and select, exactly as with plain radios. Controlled by `value`, or left to the browser from
 * `defaultValue` (the faster tap: the check paints before any render). A card picked on the prerendered page before it
 * hydrated is reported through `onValueChange` once it has.
 */
// `forwardRef` drops type parameters; the cast restores them so `onValueChange` receives the options' value type.
export const RadioCardGroup = RadioCardGroupBase as <T extends string = string>(
  props: RadioCardGroupProps<T> & { ref?: Ref<HTMLFieldSetElement> },
) => ReactElement;
