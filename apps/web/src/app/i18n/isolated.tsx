import type { ReactNode } from 'react';

/**
 * A name, address or number placed inside a translated sentence, isolated so its own direction cannot
 * reorder the Arabic around it. react-intl renders a message's parts as a list, so the element carries a
 * key (one placeholder per name in a message).
 */
export const isolated = (text: ReactNode, key = 'isolated') => <bdi key={key}>{text}</bdi>;
