import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Screen } from '../../../lib/routes';
import { CardGrid } from '../../../components/card-grid';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { usePrivileges } from '../../../lib/privileges';
import { type GoalConfiguration, goalConfigurationsQuery } from '../api/goal-configurations';
import { type GoalTimeline, goalTimelinesQuery } from '../api/goal-timelines';
import { ConfigurationCard } from './configuration-card';
import { GoalConfigurationDialog } from './goal-configuration-dialog';
import { GoalTimelineDialog } from './goal-timeline-dialog';
import { TimelineCard } from './timeline-card';
import { todayOfServer } from './window-chip';

type TabName = 'configuration' | 'timeline';

const TABS: { value: TabName; label: string }[] = [
  { value: 'configuration', label: 'Goal Configuration' },
  { value: 'timeline', label: 'Goal Timeline' },
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
      <ScrollableTabs
        tabs={TABS}
        value={tab}
        onChange={showTab}
        label="Goal configurations and timelines"
        idPrefix="goal-tab"
        panelIdOf={(name) => `goal-panel-${name}`}
      />
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
