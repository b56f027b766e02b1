import { tokens } from '@fluentui/react-components';

/**
 * The portal's emblem area: a plain seal drawn for this portal (a ring, a laurel of two branches, a
 * star over an open hand for aid), in the theme's brand colours. It is not the State's coat of arms,
 * which a deployment may put here instead. Decorative: the ministry's name beside it is the text.
 */
export function MinistryEmblem({ size = 64 }: { size?: number }) {
  const brand = tokens.colorBrandForeground1;
  const light = tokens.colorBrandBackground2;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <circle cx="32" cy="32" r="30" fill={light} stroke={brand} strokeWidth="2.5" />
      <circle cx="32" cy="32" r="24.5" fill="none" stroke={brand} strokeWidth="1" strokeDasharray="2 2.2" />
      {/* laurel: leaves along two arcs */}
      <g fill={brand}>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <ellipse cx={17 + i * 1.2} cy={44 - i * 5.2} rx="1.6" ry="3.4" transform={`rotate(${-35 + i * 8} ${17 + i * 1.2} ${44 - i * 5.2})`} />
            <ellipse cx={47 - i * 1.2} cy={44 - i * 5.2} rx="1.6" ry="3.4" transform={`rotate(${35 - i * 8} ${47 - i * 1.2} ${44 - i * 5.2})`} />
          </g>
        ))}
      </g>
      {/* star */}
      <path fill={brand} d="M32 13.5l2.1 4.4 4.8.6-3.5 3.3.9 4.8L32 24.3l-4.3 2.3.9-4.8-3.5-3.3 4.8-.6z" />
      {/* open hand holding (aid) */}
      <path
        fill="none"
        stroke={brand}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M21 40c3.5 0 5.5-1 8-3h6.5c1.3 0 1.3 2 0 2H30m-9 8h15l8.5-7.5c1-1 -.3-2.6-1.5-1.8L37 40"
      />
      <circle cx="32" cy="32.5" r="2.6" fill={brand} />
    </svg>
  );
}
