import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@school/contract/schemas/grade';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { CardGrid } from '../../components/card-grid';
import { DetailLayout } from '../../components/detail-layout';
import { PageHeader } from '../../components/page-header';
import { RecordCard } from '../../components/record-card';
import { ScrollableTabs } from '../../components/scrollable-tabs';
import { usePrivileges } from '../../lib/privileges';
import { classDetailQuery, sectionsOfClassQuery, subjectsOfClassQuery } from './api';
import { SectionCard, SubjectCard } from './class-cards';
import { type ClassDialogState, ClassRecordDialogs } from './class-record-dialogs';

const BREADCRUMBS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Classes', href: '/master-data/classes' },
];

type TabId = 'subjects' | 'sections';

function ClassSummaryCard({ grade }: { grade: ClassDetail }) {
  return (
    <Paper component="section" aria-labelledby="class-summary-title" variant="outlined" sx={{ p: 2.5 }}>
      <Typography id="class-summary-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {grade.gradeName}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          School Name
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {grade.school.schoolName} - {grade.school.campus}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Says why a tab's count can be lower than the cards shown: it counts ACTIVE records only. */
function InactiveNote({ count, noun }: { count: number; noun: string }) {
  if (count === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      The count is of active {noun}s; {count} inactive {count === 1 ? noun : `${noun}s`} {count === 1 ? 'is' : 'are'}{' '}
      listed too.
    </Typography>
  );
}

function ClassTabs({ grade, onOpen }: { grade: ClassDetail; onOpen: (state: ClassDialogState) => void }) {
  const [tab, setTab] = useState<TabId>('subjects');
  const { can } = usePrivileges();
  // The tabs list the full records (with versions, for edits and status changes). A role may read the class
  // but not its subjects or sections: then the class detail's own summary of them is shown, without actions.
  const canReadSubjects = can('subject', 'READ');
  const canReadSections = can('classsection', 'READ');
  const subjects = useQuery({ ...subjectsOfClassQuery(grade.id), enabled: canReadSubjects });
  const sections = useQuery({ ...sectionsOfClassQuery(grade.id), enabled: canReadSections });
  const subjectList = subjects.data?.content ?? [];
  const sectionList = sections.data?.content ?? [];
  const current = tab === 'subjects' ? subjects : sections;
  const loading = current.isPending && current.fetchStatus !== 'idle';

  return (
    <Box sx={{ minWidth: 0 }}>
      {/* Both tabs count ACTIVE records, as the class list's cards do; the panels list inactive ones too. */}
      <ScrollableTabs
        tabs={[
          { value: 'subjects', label: `Subject (${grade.subjectCount})` },
          { value: 'sections', label: `Class sections (${grade.sectionCount})` },
        ]}
        value={tab}
        onChange={setTab}
        label="Class records"
        idPrefix="class-tab"
        panelIdOf={() => 'class-panel'}
      />
      <Box role="tabpanel" id="class-panel" aria-labelledby={`class-tab-${tab}`}>
        <InactiveNote
          count={
            (tab === 'subjects' ? grade.subjects : grade.sections).filter((item) => item.status !== 'ACTIVE').length
          }
          noun={tab === 'subjects' ? 'subject' : 'section'}
        />
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : tab === 'subjects' && !canReadSubjects ? (
          <CardGrid>
            {grade.subjects.map((subject) => (
              <RecordCard
                key={subject.id}
                title={subject.subjectName}
                status={subject.status}
                details={[{ label: 'Value', value: subject.subjectValue }]}
              />
            ))}
          </CardGrid>
        ) : tab === 'sections' && !canReadSections ? (
          <CardGrid>
            {grade.sections.map((section) => (
              <RecordCard
                key={section.id}
                title={section.sectionName}
                status={section.status}
                details={[
                  { label: 'Class Teacher', value: section.classTeacher?.fullName ?? '-' },
                  { label: 'Capacity', value: section.capacity ?? '-' },
                ]}
              />
            ))}
          </CardGrid>
        ) : tab === 'subjects' ? (
          <CardGrid>
            {subjectList.map((subject) => (
              <SubjectCard key={subject.id} subject={subject} onEdit={() => onOpen({ kind: 'subject', subject })} />
            ))}
          </CardGrid>
        ) : (
          <CardGrid>
            {sectionList.map((section) => (
              <SectionCard
                key={section.id}
                section={section}
                onEdit={() => onOpen({ kind: 'section', section })}
                onManageTeachers={() => onOpen({ kind: 'teachers', section })}
              />
            ))}
          </CardGrid>
        )}
      </Box>
    </Box>
  );
}

/** Class detail (/classes/{id}): the class and its school, Add Subject and Add Class Section, subject and section tabs. */
export default function ClassDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { can } = usePrivileges();
  const { data: grade, isPending, error } = useQuery(classDetailQuery(id));
  const [dialog, setDialog] = useState<ClassDialogState>({ kind: 'closed' });

  const actions = grade && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {can('subject', 'CREATE') && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'subject' })}>
          Add Subject
        </Button>
      )}
      {can('classsection', 'CREATE') && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'section' })}>
          Add Class Section
        </Button>
      )}
    </Box>
  );

  return (
    <>
      <PageHeader title={screen.title} breadcrumbs={BREADCRUMBS} actions={actions} />
      <DetailLayout
        loading={isPending}
        error={error}
        loadingLabel="Loading the class"
        summary={grade && <ClassSummaryCard grade={grade} />}
      >
        {grade && (
          <>
            <ClassTabs grade={grade} onOpen={setDialog} />
            <ClassRecordDialogs state={dialog} onClose={() => setDialog({ kind: 'closed' })} grade={grade} />
          </>
        )}
      </DetailLayout>
    </>
  );
}
