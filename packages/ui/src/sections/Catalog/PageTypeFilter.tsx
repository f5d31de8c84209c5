import { forwardRef, useId, useRef, type ReactNode } from 'react';
import { useAdoptEarlyRadio } from '../../hooks/useAdoptEarlyChoice';
import { ALL_PAGE_TYPES, type PageTypeOption } from './catalogFilter';
import {
  StyledFilter,
  StyledFilterLegend,
  StyledPill,
  StyledPillCount,
  StyledPillFace,
  StyledPillInput,
  StyledPills,
} from './Catalog.styles';

export interface PageTypeFilterProps {
  /** The group's name, shown above the pills. */
  legend: ReactNode;
  /** 'all' first, then each page type, with counts. */
  options: readonly PageTypeOption[];
  selected: string;
  onChange: (value: string) => void;
  /** Label of the 'all' option. */
  allLabel: string;
  /** Spoken after each count, e.g. `(n) => n === 1 ? 'template' : 'templates'`. */
  countNoun: (count: number) => string;
}

/**
 * Page-type pills backed by native radios: Tab enters the group once, arrow keys move and select. The ref
 * points at the 'all' radio, so a caller can return focus there after resetting the filter. A pill picked on the
 * prerendered page before it hydrated is reported through `onChange` once it has.
 */
export const PageTypeFilter = forwardRef<HTMLInputElement, PageTypeFilterProps>(
  function PageTypeFilter({ legend, options, selected, onChange, allLabel, countNoun }, allRef) {
    const name = useId();
    const filterRef = useRef<HTMLFieldSetElement>(null);
    useAdoptEarlyRadio(
      filterRef,
      options.map((option) => option.value),
      selected,
      onChange,
    );
    return (
      <StyledFilter ref={filterRef}>
        <StyledFilterLegend>{legend}</StyledFilterLegend>
        <StyledPills>
          {options.map(({ value, count }) => {
            const isAll = value === ALL_PAGE_TYPES;
            const label = isAll ? allLabel : value;
            return (
              <StyledPill key={value}>
                <StyledPillInput
                  ref={isAll ? allRef : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  checked={value === selected}
                  onChange={() => onChange(value)}
                  // One clear name, "SaaS, 4 templates", instead of whatever the pill's pieces add up to.
                  aria-label={`${label}, ${count} ${countNoun(count)}`}
                />
                <StyledPillFace aria-hidden="true">
                  {label}
                  <StyledPillCount>{count}</StyledPillCount>
                </StyledPillFace>
              </StyledPill>
            );
          })}
        </StyledPills>
      </StyledFilter>
    );
  },
);
PageTypeFilter.displayName = 'PageTypeFilter';
