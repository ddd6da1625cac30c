/**
 * What a running `npm run cluster` says about itself (scripts/cluster.ts writes it; the cluster test and the bench read
 * it): the edge's address and which process serves which copy's port.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ClusterState {
  edge: string;
  nginxPid: number;
  copies: { port: number; pid: number }[];
}

const root = path.resolve(__dirname, '..');

/** Where a cluster whose edge is on `edgePort` keeps its edge's config, logs, caches and cluster.json. */
export function clusterDir(dataDir: string, edgePort: number): string {
  return path.resolve(root, dataDir, `cluster-${edgePort}`);
}

export function readClusterState(dataDir: string, edgePort: number): ClusterState {
  return JSON.parse(readFileSync(path.join(clusterDir(dataDir, edgePort), 'cluster.json'), 'utf8')) as ClusterState;
}
