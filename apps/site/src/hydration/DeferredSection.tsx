import { Suspense, useEffect, type ReactNode } from 'react';
import { loadNow } from './lazySection';

export interface DeferredSectionProps {
  /** The section's id: the same one `lazySection` was given. */
  id: string;
  /** What shows while the code is on its way (client-side visits only). @default nothing */
  placeholder?: ReactNode;
  children: ReactNode;
}

/**
 * The boundary around a `lazySection`. React shows the placeholder only when it cannot keep the prerendered
 * markup: on a client-side visit, or should the page around it change before the section's code is in. Then the
 * section is needed at once, so its wait ends and it renders as soon as the code arrives.
 */
export function DeferredSection({ id, placeholder = null, children }: DeferredSectionProps) {
  return (
    <Suspense
      fallback={
        <>
          <LoadNow id={id} />
          {placeholder}
        </>
      }
    >
      {children}
    </Suspense>
  );
}

function LoadNow({ id }: { id: string }) {
  useEffect(() => loadNow(id), [id]);
  return null;
}
