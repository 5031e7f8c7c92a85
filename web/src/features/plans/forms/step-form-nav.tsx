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
 * The side list of the steps (from the 'md' breakpoint; below it the heading says 'Step 3 of 11 · title'): the
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
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80, alignSelf: 'start' }}
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

/** The current step's title (with 'Step 3 of 11 ·' below 'md'), between the previous and next arrows. */
export function StepHeading({
  steps,
  current,
  errorSteps,
  headingRef,
  headingId,
  onSelect,
}: {
  steps: readonly FormStep[];
  current: number;
  errorSteps: readonly number[];
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
  onSelect: (index: number) => void;
}) {
  const step = steps[current];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
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
            fontSize: { xs: '1.1rem', md: undefined },
          }}
        >
          <Box component="span" sx={{ display: { md: 'none' } }}>
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
        <Typography variant="body2" color="error" sx={{ display: { md: 'none' } }}>
          {FORM_SCREEN_MESSAGES.stepsNeedingChanges(errorSteps.map((index) => index + 1))}
        </Typography>
      )}
    </Box>
  );
}
