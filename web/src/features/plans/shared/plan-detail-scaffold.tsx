import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DetailLayout } from '../../../components/detail-layout';
import { PageHeader } from '../../../components/page-header';

interface Props {
  /** The screen's title (the page's h1). */
  title: string;
  /** Under the title: the plan's name, where the page shows it there. */
  subtitle?: string;
  breadcrumbs: { label: string; href: string }[];
  /** While the plan loads, and what failed when it did not. */
  loading: boolean;
  error: unknown;
  loadingLabel: string;
  /** The page's buttons (download, workflow, add a child …), in one wrapping row. */
  actions?: ReactNode;
  /** The plan's card; absent until the plan loaded. */
  summary?: ReactNode;
  /** The plan's consent list, under its card (unit and lesson plans). */
  consents?: ReactNode;
  /** Set while a long form is open: the card folds away behind the plan's name. */
  folded?: { title: string };
  /** The plan's tabs. */
  children?: ReactNode;
}

/**
 * The frame of every plan's page: header with breadcrumbs and actions, then the plan's card (with its consents)
 * beside its tabs, or the loading and not-found states.
 */
export function PlanDetailScaffold({
  title,
  subtitle,
  breadcrumbs,
  loading,
  error,
  loadingLabel,
  actions,
  summary,
  consents,
  folded,
  children,
}: Props) {
  const card =
    summary && consents ? (
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {summary}
        {consents}
      </Box>
    ) : (
      summary
    );
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        breadcrumbs={breadcrumbs}
        actions={actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      />
      <DetailLayout loading={loading} error={error} loadingLabel={loadingLabel} summary={card} folded={folded}>
        {children}
      </DetailLayout>
    </>
  );
}
