import type { ReactNode } from 'react';
import { ClassTypeIcon, EquipmentIcon, LevelIcon } from './studio-icons.tsx';
import { equipmentLabels, levelLabels, type StudioContent } from './studio-content.ts';

function IconGroup({
  title,
  items,
}: {
  title: string;
  items: { key: string; icon: ReactNode; label: string }[];
}) {
  return (
    <div className="studio-icons__group">
      <h3>{title}</h3>
      <ul aria-label={title}>
        {items.map((i) => (
          <li key={i.key}>
            {i.icon}
            <span>{i.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Class types, levels and equipment, each with its icon (defaults already applied). */
export function StudioIcons({ content }: { content: StudioContent }) {
  return (
    <section className="studio-icons" aria-label="Classes, levels and equipment">
      <IconGroup
        title="Class Types"
        items={content.classTypes.map((c) => ({ key: c, icon: <ClassTypeIcon />, label: c }))}
      />
      <IconGroup
        title="Levels"
        items={content.levels.map((l) => ({
          key: l,
          icon: <LevelIcon level={l} />,
          label: levelLabels[l],
        }))}
      />
      <IconGroup
        title="Equipment"
        items={content.equipment.map((e) => ({
          key: e,
          icon: <EquipmentIcon kind={e} />,
          label: equipmentLabels[e],
        }))}
      />
    </section>
  );
}

export function StudioAbout({ name, content }: { name: string; content: StudioContent }) {
  return (
    <section className="studio-about" aria-labelledby="studio-about-heading">
      {content.aboutImage ? (
        <img src={content.aboutImage} alt="" width={560} height={400} loading="lazy" />
      ) : null}
      <div>
        <h2 id="studio-about-heading">About {name}</h2>
        <p className="studio-about__text">{content.about}</p>
      </div>
    </section>
  );
}
