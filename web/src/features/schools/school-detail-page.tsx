import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SchoolDetail } from '@school/contract/schemas/school';
import { useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { CardGrid } from '../../components/card-grid';
import { DetailLayout } from '../../components/detail-layout';
import { PageHeader } from '../../components/page-header';
import { RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { schoolDetailQuery } from './api';

const BREADCRUMBS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Schools', href: '/schools' },
];

function SchoolSummaryCard({ school }: { school: SchoolDetail }) {
  return (
    <Paper component="section" aria-labelledby="school-summary-title" variant="outlined" sx={{ p: 2.5 }}>
      <Typography id="school-summary-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {school.schoolCampus}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            Affiliated Board
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {school.affiliatedBoardName ?? school.affiliatedBoard ?? '-'}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            School Code
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {school.schoolCode}
          </Typography>
        </div>
      </Box>
    </Paper>
  );
}

function ClassCards({ school }: { school: SchoolDetail }) {
  const { can } = usePrivileges();
  return (
    <CardGrid>
      {school.classes.map((grade) => (
        <RecordCard
          key={grade.id}
          title={grade.gradeName}
          status={grade.status}
          href={can('class', 'READ') ? `/classes/${grade.id}` : undefined}
          details={[
            { label: 'Sections', value: grade.sectionCount },
            { label: 'Subjects', value: grade.subjectCount },
          ]}
        />
      ))}
    </CardGrid>
  );
}

/** School detail (/schools/{id}), titled Classes: the school on the left (above on small screens), its classes. */
export default function SchoolDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { data: school, isPending, error } = useQuery(schoolDetailQuery(id));

  return (
    <>
      <PageHeader title={screen.title} breadcrumbs={BREADCRUMBS} />
      <DetailLayout
        loading={isPending}
        error={error}
        loadingLabel="Loading the school"
        summary={school && <SchoolSummaryCard school={school} />}
      >
        {school && (
          <>
            <Tabs value={0} aria-label="School records" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Tab
                label={`Classes (${school.classCount})`}
                id="school-tab-classes"
                aria-controls="school-panel-classes"
              />
            </Tabs>
            <Box role="tabpanel" id="school-panel-classes" aria-labelledby="school-tab-classes">
              <ClassCards school={school} />
            </Box>
          </>
        )}
      </DetailLayout>
    </>
  );
}
