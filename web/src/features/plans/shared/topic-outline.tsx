import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface OutlineTopic {
  id: number;
  name: string;
  subTopics: { id: number; name: string }[];
}

/** Topics in order with their sub topics (read mode); at most `limit` topics when given. */
export function TopicOutline({ topics, label, limit }: { topics: OutlineTopic[]; label: string; limit?: number }) {
  if (topics.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No topics yet.
      </Typography>
    );
  }
  const shown = limit === undefined ? topics : topics.slice(0, limit);
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }} aria-label={label}>
      {shown.map((topic) => (
        <li key={topic.id}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {topic.name}
          </Typography>
          {limit === undefined && topic.subTopics.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {topic.subTopics.map((subTopic) => (
                <Typography component="li" variant="body2" key={subTopic.id} sx={{ overflowWrap: 'anywhere' }}>
                  {subTopic.name}
                </Typography>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
