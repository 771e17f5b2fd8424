/** Small line icons, drawn inline so nothing is fetched; always decorative (the button carries the name). */
type IconProps = { className?: string };

/** The frame every icon shares: a 24-unit box stroked in the text colour, hidden from assistive technology. */
function LineIcon({ className, strokeWidth = 2, path }: { className: string; strokeWidth?: number; path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function ArrowLeftIcon({ className = 'size-6' }: IconProps) {
  return <LineIcon className={className} path="M19 12H5M12 19l-7-7 7-7" />;
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return <LineIcon className={className} path="M18 6 6 18M6 6l12 12" />;
}

export function CheckIcon({ className = 'size-4' }: IconProps) {
  return <LineIcon className={className} strokeWidth={3} path="M20 6 9 17l-5-5" />;
}
