import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface Props<V extends string> {
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** Names the tab list for a screen reader. */
  label: string;
  /** Each tab's id is `${idPrefix}-${value}`: its panel is labelled by it. */
  idPrefix: string;
  /** The id of the panel a tab controls. */
  panelIdOf: (value: V) => string;
}

/** A page's tabs above its panel: they scroll sideways on a narrow screen rather than wrap. */
export function ScrollableTabs<V extends string>({ tabs, value, onChange, label, idPrefix, panelIdOf }: Props<V>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: V) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={`${idPrefix}-${tab.value}`}
          aria-controls={panelIdOf(tab.value)}
        />
      ))}
    </Tabs>
  );
}
