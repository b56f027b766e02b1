import { tokens } from '@fluentui/react-components';
import { ChatRegular, GlobeRegular, ImageRegular, PeopleRegular, SendRegular, VideoClipRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

// Fluent's icon set has no brand logos, so each network gets the closest generic glyph; the
// link's accessible name and tooltip carry the network's name.
const glyphs: Record<string, ReactElement> = {
  facebook: <PeopleRegular />,
  x: <ChatRegular />,
  instagram: <ImageRegular />,
  youtube: <VideoClipRegular />,
  linkedin: <PeopleRegular />,
  whatsapp: <ChatRegular />,
  snapchat: <ImageRegular />,
  telegram: <SendRegular />,
};

/** A round icon for a social network of social-links/. */
export function SocialIcon({ network }: { network: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%', fontSize: 18,
        backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand,
      }}
    >
      {glyphs[network] ?? <GlobeRegular />}
    </span>
  );
}
