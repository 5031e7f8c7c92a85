import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Home > ... > title; each earlier crumb with its link. */
  breadcrumbs?: { label: string; href: string }[];
  actions?: ReactNode;
}

/** The top of every signed-in page: breadcrumbs, the page's one h1, a subtitle and the page's actions. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: Props) {
  useDocumentTitle(title);
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumbs && (
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: '0.875rem' }}>
          {breadcrumbs.map((crumb) => (
            // At least 24 px tall: a long trail wraps on phones, and its links must not crowd (WCAG 2.5.8).
            <Link
              key={crumb.href}
              href={crumb.href}
              underline="hover"
              color="inherit"
              sx={{ display: 'inline-block', minHeight: 24, py: '2px' }}
            >
              {crumb.label}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
    </Box>
  );
}
