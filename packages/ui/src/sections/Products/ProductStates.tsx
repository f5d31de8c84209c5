import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import type { ProductCardModel } from './ProductCard';
import { ProductGridSkeleton } from './ProductGrid';
import {
  StyledLoading,
  StyledLoadingDot,
  StyledMessage,
  StyledMessageBody,
  StyledMessageIcon,
  StyledMessageText,
  StyledMessageTitle,
} from './Products.styles';
import { AlertCircleIcon, RefreshIcon, SparkIcon } from '../../icons';

/** Where a product list is: still loading, failed (with a retry), or loaded (possibly empty). */
export type ProductsState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** A friendly explanation; a generic one is shown when omitted. */
      message?: string;
      /** Asks the parent to load the list again. */
      onRetry: () => void;
    }
  | { status: 'success'; products: readonly ProductCardModel[] };

/** The texts of the non-loaded states; every one has a default. */
export interface ProductsStateLabels {
  /** @default 'Loading our amazing products...' */
  loadingText?: string;
  /** @default "We couldn't load the templates." */
  errorTitle?: string;
  /** Used when the error carries no message. @default 'Something went wrong on our side. Please try again in a moment.' */
  errorFallbackMessage?: string;
  /** @default 'Try again' */
  retryLabel?: string;
  /** @default 'New templates are on their way.' */
  emptyTitle?: string;
  /** @default 'Check back soon.' */
  emptyText?: string;
}

export const defaultProductsStateLabels: Required<ProductsStateLabels> = {
  loadingText: 'Loading our amazing products...',
  errorTitle: 'We couldn’t load the templates.',
  errorFallbackMessage: 'Something went wrong on our side. Please try again in a moment.',
  retryLabel: 'Try again',
  emptyTitle: 'New templates are on their way.',
  emptyText: 'Check back soon.',
};

export interface ProductsMessageProps {
  tone: 'neutral' | 'danger';
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  /** `alert` for failures, so they are announced; none for calm, expected states. */
  role?: 'alert' | 'status';
}

/** A calm, centred panel for the empty, error and no-match states. */
export function ProductsMessage({ tone, title, text, action, role }: ProductsMessageProps) {
  return (
    <StyledMessage $tone={tone}>
      <StyledMessageIcon $tone={tone} aria-hidden="true">
        {tone === 'danger' ? <AlertCircleIcon /> : <SparkIcon />}
      </StyledMessageIcon>
      <StyledMessageBody role={role}>
        <StyledMessageTitle>{title}</StyledMessageTitle>
        {text && <StyledMessageText>{text}</StyledMessageText>}
      </StyledMessageBody>
      {action}
    </StyledMessage>
  );
}

export interface ProductsStateViewProps extends ProductsStateLabels {
  state: ProductsState;
  /** Renders a non-empty loaded list. */
  renderProducts: (products: readonly ProductCardModel[]) => ReactNode;
  /** Placeholder cards while loading. @default 3 */
  skeletonCount?: number;
}

/** Renders whichever state a product list is in; the loaded, non-empty case is up to the caller. */
export function ProductsStateView({
  state,
  renderProducts,
  skeletonCount = 3,
  ...labelOverrides
}: ProductsStateViewProps) {
  const labels = { ...defaultProductsStateLabels, ...stripUndefined(labelOverrides) };

  switch (state.status) {
    case 'loading':
      return (
        // No aria-busy here: it would mute the status line inside it; the skeletons are hidden instead.
        <div>
          <StyledLoading role="status">
            <StyledLoadingDot aria-hidden="true" />
            {labels.loadingText}
          </StyledLoading>
          <ProductGridSkeleton count={skeletonCount} />
        </div>
      );
    case 'error':
      return (
        <ProductsMessage
          tone="danger"
          role="alert"
          title={labels.errorTitle}
          text={state.message ?? labels.errorFallbackMessage}
          action={
            <Button variant="inverse" iconStart={<RefreshIcon />} onClick={state.onRetry}>
              {labels.retryLabel}
            </Button>
          }
        />
      );
    case 'success':
      return state.products.length === 0 ? (
        <ProductsMessage tone="neutral" title={labels.emptyTitle} text={labels.emptyText} />
      ) : (
        <>{renderProducts(state.products)}</>
      );
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
