/** The built-in benefit icons; data refers to them by name so the benefit list stays plain, serialisable data. */
export type BenefitIconName = 'conversions' | 'fixed-price' | 'creative' | 'value';

const paths: Record<BenefitIconName, React.ReactNode> = {
  // A trend line breaking upward over a baseline.
  conversions: (
    <>
      <path d="M3 21h18" />
      <path d="M3.5 16.5l5.5-5.5 4 4 7-7" />
      <path d="M14.5 8H20v5.5" />
    </>
  ),
  // A price tag with a tick: the number on the tag is the number you pay.
  'fixed-price': (
    <>
      <path d="M20.4 13.4l-7 7a2 2 0 0 1-2.8 0L3 12.8V4a1 1 0 0 1 1-1h8.8l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.25" />
      <path d="M9.5 13.5l2 2 4-4" />
    </>
  ),
  // A large and a small spark.
  creative: (
    <>
      <path d="M10 3.5l1.9 5.1 5.1 1.9-5.1 1.9L10 17.5l-1.9-5.1L3 10.5l5.1-1.9z" />
      <path d="M18 14.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
    </>
  ),
  // A stack of coins: more senior hours for the budget.
  value: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="2.75" />
      <path d="M5 6v5c0 1.5 3.1 2.75 7 2.75S19 12.5 19 11V6" />
      <path d="M5 11v5c0 1.5 3.1 2.75 7 2.75S19 17.5 19 16v-5" />
    </>
  ),
};

/** A decorative line icon, hidden from assistive technology (the card's title says it all). */
export function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
