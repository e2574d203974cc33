import { useId } from 'react';
import { classNames } from './classNames';

export interface ProductLogoProps {
  /** Accessible name; the product name is not translated. */
  title?: string;
  height?: number;
  className?: string;
}

/** The Halo Give logo: a halo over a heart, and the wordmark. Inline SVG, no request, no font. */
export function ProductLogo({ title = 'Halo Give', height = 32, className }: ProductLogoProps) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      className={classNames('halo-product-logo', className)}
      height={height}
      viewBox="0 0 164 40"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      <ellipse
        cx="20"
        cy="5"
        rx="10"
        ry="3"
        fill="none"
        stroke="var(--halo-color-primary, #4f5bb5)"
        strokeWidth="2.5"
      />
      <path
        d="M20 37 C8 28 4 22 4 17 a8 8 0 0 1 16 -2 a8 8 0 0 1 16 2 c0 5 -4 11 -16 20z"
        fill="var(--halo-color-primary, #4f5bb5)"
      />
      <text
        x="44"
        y="28"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="700"
        fill="var(--halo-color-text, #1f2430)"
      >
        Halo Give
      </text>
    </svg>
  );
}
