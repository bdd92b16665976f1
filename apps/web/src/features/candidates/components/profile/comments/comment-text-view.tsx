import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { commentSegments } from '@ats/domain/applications/comment-text';

/**
 * A comment's text as React text (never HTML): mentions highlighted, http(s) links clickable and opened in a
 * new tab without giving it this page, newlines kept (spec 01 §2.11).
 */
export const CommentTextView = ({ text }: { text: string }) => (
  <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', typography: 'body2' }}>
    {commentSegments(text).map((segment, index) => {
      switch (segment.kind) {
        case 'mention':
          return (
            <Box
              key={index}
              component="span"
              data-user-id={segment.userId}
              sx={{ color: 'primary.main', fontWeight: 600, bgcolor: 'action.selected', borderRadius: 0.5, px: 0.25 }}
            >
              @{segment.name}
            </Box>
          );
        case 'link':
          return (
            <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
              {segment.text}
            </Link>
          );
        case 'text':
          return <Fragment key={index}>{segment.text}</Fragment>;
      }
    })}
  </Box>
);
