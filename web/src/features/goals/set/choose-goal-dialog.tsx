import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { DialogCancelButton, ResponsiveDialog } from '../../../components/responsive-dialog';
import { type GoalLibraryItem, goalLibraryQuery, libraryByCategory } from '../api/goal-library';

/**
 * Choose goal: the goal library (GET /goal-library) by category, each item with its
 * measurement unit and accepted evidence. Choosing one closes the dialog with it.
 */
export function ChooseGoalDialog({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (item: GoalLibraryItem) => void;
}) {
  const { data, isPending, isError } = useQuery(goalLibraryQuery);
  const groups = libraryByCategory(data ?? []);
  return (
    <ResponsiveDialog open onClose={onClose} title="Choose goal" maxWidth="md">
      <DialogContent dividers>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the goal library" />
          </Box>
        ) : groups.length === 0 || isError ? (
          <Typography color="text.secondary">{MESSAGES.noData}</Typography>
        ) : (
          groups.map((group) => (
            <Box key={group.key} component="section" aria-labelledby={`library-${group.key}`} sx={{ mb: 2 }}>
              <Typography id={`library-${group.key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {group.name}
              </Typography>
              <List dense disablePadding>
                {group.items.map((item) => (
                  <ListItem key={item.id} disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
                    <ListItemButton onClick={() => onChoose(item)} sx={{ alignItems: 'flex-start' }}>
                      <ListItemText
                        primary={item.Goal_Description}
                        secondary={`Measure: ${item.Measure_Unit} · Evidence: ${item.Evidence}`}
                        slotProps={{ secondary: { color: 'text.secondary' } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Box>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <DialogCancelButton />
      </DialogActions>
    </ResponsiveDialog>
  );
}
