'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { LateIslandsProps } from './late-islands';
import { onIdle } from './on-idle';

const LateIslands = dynamic(() => import('./late-islands'), { ssr: false });

/**
 * The layout's islands that act after load and render nothing until then (the subscription check and reminder, the
 * slow-connection and iOS prompts, the service worker with its install and update toasts): their code is fetched
 * once the page is idle, not with the page (issue 27, decision 035).
 */
export function IdleIslands(props: LateIslandsProps) {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => onIdle(() => setIsIdle(true)), []);
  return isIdle ? <LateIslands {...props} /> : null;
}
