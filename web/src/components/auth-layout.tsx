import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_NAME, useDocumentTitle } from '../lib/document-title';
import { Brand } from './brand';
import { OfflineNotice } from './offline-notice';

interface Props {
  title: string;
  /** Shown above the title (for example a large status code). */
  lead?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** The frame of the signed-out screens (sign in, sign up, passwords, not found): one card, centred. */
export function AuthLayout({ title, lead, subtitle, children, maxWidth = 440 }: Props) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e3ebf7 0%, #f4f6fb 55%, #fbf3e6 100%)',
      }}
    >
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Brand />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 1, sm: 3 } }}>
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth,
            p: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 12px 40px rgba(31, 78, 140, 0.08)',
          }}
        >
          <OfflineNotice />
          {lead}
          <Typography variant="h1" sx={{ mb: subtitle ? 0.75 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ color: 'text.secondary', mb: 3 }} component="div">
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
      <Box component="footer" sx={{ py: 2.5, px: 2, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </Typography>
      </Box>
    </Box>
  );
}
