interface LarderLogoProps {
  className?: string;
  /** Decorative by default; pass a title to make it an image with a name. */
  title?: string;
}

/** The Larder mark: a preserving jar with a leaf on its label. Same drawing as public/favicon.svg. */
export function LarderLogo({ className = 'size-8', title }: LarderLogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect x="2" y="2" width="60" height="60" rx="14" fill="#15803d" />
      <rect x="19" y="11" width="26" height="8" rx="2.5" fill="#fef3c7" />
      <path
        d="M21 19h22v4c4 2 6 6 6 10v14c0 5-4 9-9 9H24c-5 0-9-4-9-9V33c0-4 2-8 6-10z"
        fill="#ffffff"
      />
      <rect x="19" y="33" width="26" height="14" rx="3" fill="#fde68a" />
      <path d="M26 44c0-6 5-9 12-9-1 6-5 10-12 9z" fill="#15803d" />
      <path d="M26 44l6-5" stroke="#fde68a" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
