/** Our own drawings of the two animals, inline so nothing is fetched from elsewhere. */
type PictureProps = { className?: string; label: string };

export function DeerPicture({ className = '', label }: PictureProps) {
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={label} className={className}>
      <ellipse cx="100" cy="131" rx="78" ry="5" fill="#d6cbbd" />
      {/* legs */}
      <g fill="#7a4a22">
        <path d="M78 84h8l-1 44h-6z" />
        <path d="M93 86h8l-1 42h-6z" />
        <path d="M140 84h8l2 44h-7z" />
        <path d="M154 82h8l1 46h-7z" />
      </g>
      <g fill="#3b2614">
        <rect x="78" y="124" width="8" height="5" rx="1" />
        <rect x="93" y="124" width="8" height="5" rx="1" />
        <rect x="142" y="124" width="8" height="5" rx="1" />
        <rect x="155" y="124" width="8" height="5" rx="1" />
      </g>
      {/* body, neck, head */}
      <ellipse cx="120" cy="72" rx="50" ry="23" fill="#a8652c" />
      <path d="M96 80c14 8 40 9 58 2-6 9-22 13-36 12-12-1-20-6-22-14z" fill="#ead3ae" />
      <path d="M70 70 56 34l16-6 22 34z" fill="#a8652c" />
      <path d="M34 36c4-9 16-13 28-10 8 2 12 8 9 14-4 6-14 6-24 7-6 1-12 0-14-3z" fill="#a8652c" />
      <ellipse cx="31" cy="41" rx="5" ry="4" fill="#3b2614" />
      <circle cx="53" cy="32" r="2.6" fill="#1f140a" />
      <path d="M62 26l16-12-4 16z" fill="#8e5323" />
      <path d="M67 24l8-6-2 8z" fill="#ead3ae" />
      <path d="M168 60l12-8-3 14z" fill="#ead3ae" />
      {/* antlers */}
      <g fill="none" stroke="#5b3b1d" strokeWidth="4" strokeLinecap="round">
        <path d="M58 24c-2-10-8-16-18-20" />
        <path d="M52 13l-8 2" />
        <path d="M64 24c2-11 8-18 18-22" />
        <path d="M71 12l8 4" />
      </g>
    </svg>
  );
}

export function HogPicture({ className = '', label }: PictureProps) {
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={label} className={className}>
      <ellipse cx="104" cy="131" rx="80" ry="5" fill="#d6cbbd" />
      <g fill="#b86f62">
        <rect x="66" y="96" width="13" height="32" rx="4" />
        <rect x="86" y="98" width="13" height="30" rx="4" />
        <rect x="132" y="98" width="13" height="30" rx="4" />
        <rect x="151" y="96" width="13" height="32" rx="4" />
      </g>
      <g fill="#4a2a22">
        <rect x="66" y="124" width="13" height="5" rx="1" />
        <rect x="86" y="124" width="13" height="5" rx="1" />
        <rect x="132" y="124" width="13" height="5" rx="1" />
        <rect x="151" y="124" width="13" height="5" rx="1" />
      </g>
      <path
        d="M172 66c10-6 14 4 8 7-6 3-6-7 3-10"
        fill="none"
        stroke="#b86f62"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <ellipse cx="116" cy="74" rx="60" ry="34" fill="#dd9488" />
      <path d="M70 88c20 14 72 16 100 0-8 14-34 20-54 19-24-1-40-8-46-19z" fill="#c97e72" />
      <circle cx="56" cy="70" r="26" fill="#dd9488" />
      <path d="M50 48l10-20 14 22z" fill="#c97e72" />
      <ellipse cx="30" cy="76" rx="9" ry="12" fill="#f0b5aa" stroke="#b86f62" strokeWidth="2" />
      <ellipse cx="28" cy="72" rx="2" ry="3" fill="#7a3e35" />
      <ellipse cx="29" cy="81" rx="2" ry="3" fill="#7a3e35" />
      <circle cx="47" cy="62" r="3" fill="#2a1712" />
      <path d="M40 88c-2 4-1 8 2 10" fill="none" stroke="#fff7ec" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
