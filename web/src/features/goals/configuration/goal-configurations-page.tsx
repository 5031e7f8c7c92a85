import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Screen } from '../../../lib/routes';
import { CardGrid } from '../../../components/card-grid';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePrivileges } from '../../../lib/privileges';
import { type GoalConfiguration, goalConfigurationsQuery } from '../api/goal-configurations';
import { type GoalTimeline, goalTimelinesQuery } from '../api/goal-timelines';
import { ConfigurationCard } from './configuration-card';
import { GoalConfigurationDialog } from './goal-configuration-dialog';
import { GoalTimelineDialog } from './goal-timeline-dialog';
import { TimelineCard } from './timeline-card';
import { todayOfServer } from './window-chip';

type TabName = 'configuration' | 'timeline';

const TABS: { name: TabName; label: string }[] = [
  { name: 'configuration', label: 'Goal Configuration' },
  { name: 'timeline', label: 'Goal Timeline' },
];

type Editing =
  | { kind: 'configuration'; record?: GoalConfiguration }
  | { kind: 'timeline'; record?: GoalTimeline }
  | null;

/**
 * Goal Configurations (/goals/reviewers/configuration): Add Timeline and Add Configuration (CREATE on
 * goalconfiguration), tabs Goal Configuration and Goal Timeline (kept in the URL), each a grid of cards (3 columns, 1
 * on phones) or 'No Data available'; a card's edit icon (UPDATE) opens its dialog.
 */
export default function GoalConfigurationsPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const mayCreate = can('goalconfiguration', 'CREATE');
  const mayUpdate = can('goalconfiguration', 'UPDATE');
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'timeline' ? 'timeline' : 'configuration';
  const [editing, setEditing] = useState<Editing>(null);
  const configurations = useQuery(goalConfigurationsQuery);
  const timelines = useQuery(goalTimelinesQuery);
  const today = todayOfServer();

  const showTab = (name: TabName) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name === 'timeline') next.set('tab', name);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  const open = (next: NonNullable<Editing>) => {
    // A new record shows on its own tab.
    if (!next.record) showTab(next.kind);
    setEditing(next);
  };

  const shown = tab === 'configuration' ? configurations : timelines;
  return (
    <>
      <PageHeader
        title={screen.title}
        actions={
          mayCreate && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => open({ kind: 'timeline' })}>
                Add Timeline
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'configuration' })}>
                Add Configuration
              </Button>
            </Box>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, name: TabName) => showTab(name)}
        aria-label="Goal configurations and timelines"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ name, label }) => (
          <Tab key={name} value={name} label={label} id={`goal-tab-${name}`} aria-controls={`goal-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`goal-panel-${tab}`} aria-labelledby={`goal-tab-${tab}`}>
        {shown.isPending ? (
          <PageLoader />
        ) : tab === 'configuration' ? (
          <CardGrid columns={3} from="md">
            {(configurations.data ?? []).map((configuration) => (
              <ConfigurationCard
                key={configuration.id}
                configuration={configuration}
                onEdit={mayUpdate ? () => open({ kind: 'configuration', record: configuration }) : undefined}
              />
            ))}
          </CardGrid>
        ) : (
          <CardGrid columns={3} from="md">
            {(timelines.data ?? []).map((timeline) => (
              <TimelineCard
                key={timeline.id}
                timeline={timeline}
                today={today}
                onEdit={mayUpdate ? () => open({ kind: 'timeline', record: timeline }) : undefined}
              />
            ))}
          </CardGrid>
        )}
      </Box>
      {editing?.kind === 'configuration' && (
        <GoalConfigurationDialog configuration={editing.record} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'timeline' && (
        <GoalTimelineDialog timeline={editing.record} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
