import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FormStep } from '@school/contract/plan-forms/form-steps';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import type { Ref } from 'react';

/**
 * The step form is a size container: the side list of steps shows only where the form beside it still gets 600 px
 * (15rem list + 1.5rem gap + 600 px), whatever sits beside the form on the page. Narrower, the heading counts the
 * steps instead ('Step 3 of 11 ·').
 */
export const STEP_FORM_CONTAINER = 'step-form';
export const WIDE_STEP_FORM = `@container ${STEP_FORM_CONTAINER} (min-width: 54rem)`;

/**
 * The side list of the steps (where the form is wide enough: WIDE_STEP_FORM; narrower, the heading says 'Step 3 of 11 · title'): the
 * current step is aria-current, a step holding errors says so in words beside an icon.
 */
export function StepList({
  steps,
  current,
  errorSteps,
  label,
  onSelect,
}: {
  steps: readonly FormStep[];
  current: number;
  errorSteps: readonly number[];
  label: string;
  onSelect: (index: number) => void;
}) {
  return (
    <Box
      component="nav"
      aria-label={`${label}: steps`}
      sx={{ display: 'none', [WIDE_STEP_FORM]: { display: 'block' }, position: 'sticky', top: 80, alignSelf: 'start' }}
    >
      <List component="ol" dense disablePadding>
        {steps.map((step, index) => {
          const hasErrors = errorSteps.includes(index);
          return (
            <ListItem key={step.key} disablePadding>
              <ListItemButton
                selected={index === current}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onSelect(index)}
                sx={{ borderRadius: 1, alignItems: 'flex-start', gap: 1 }}
              >
                <Typography component="span" variant="body2" sx={{ minWidth: '1.5rem', pt: 0.25 }} aria-hidden>
                  {index + 1}.
                </Typography>
                <ListItemText
                  primary={step.title}
                  secondary={
                    hasErrors ? (
                      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, color: 'error.dark' }}>
                        <ErrorOutlineIcon fontSize="inherit" sx={{ mt: '2px' }} aria-hidden />
                        {FORM_SCREEN_MESSAGES.stepNeedsChanges}
                      </Box>
                    ) : undefined
                  }
                  sx={{ my: 0 }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The current step's title (with 'Step 3 of 11 ·' while the side list is hidden), between the previous and next
 * arrows. Its block is where a new step is scrolled to: just below the app's fixed header.
 */
export function StepHeading({
  steps,
  current,
  errorSteps,
  headingRef,
  blockRef,
  headingId,
  onSelect,
}: {
  steps: readonly FormStep[];
  current: number;
  errorSteps: readonly number[];
  headingRef: Ref<HTMLHeadingElement>;
  blockRef: Ref<HTMLDivElement>;
  headingId: string;
  onSelect: (index: number) => void;
}) {
  const step = steps[current];
  return (
    <Box ref={blockRef} sx={{ display: 'grid', gap: 0.5, scrollMarginTop: { xs: 64, sm: 72 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Previous step" disabled={current === 0} onClick={() => onSelect(current - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            outline: 'none',
            overflowWrap: 'anywhere',
            fontSize: '1.1rem',
            [WIDE_STEP_FORM]: { fontSize: '1.25rem' },
          }}
        >
          <Box component="span" sx={{ [WIDE_STEP_FORM]: { display: 'none' } }}>
            {FORM_SCREEN_MESSAGES.stepCounter(current + 1, steps.length)}
          </Box>
          {step?.title}
        </Typography>
        <IconButton
          aria-label="Next step"
          disabled={current === steps.length - 1}
          onClick={() => onSelect(current + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {errorSteps.length > 0 && (
        <Typography variant="body2" color="error" sx={{ [WIDE_STEP_FORM]: { display: 'none' } }}>
          {FORM_SCREEN_MESSAGES.stepsNeedingChanges(errorSteps.map((index) => index + 1))}
        </Typography>
      )}
    </Box>
  );
}
