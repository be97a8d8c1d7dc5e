import { readFileSync } from 'node:fs';
import type { ServerProcess } from './servers.ts';

export interface MemorySample {
  /** Resident set size of the process, MB. */
  rssMb: number;
  /** V8 heap in use, MB. */
  heapMb: number;
}

/**
 * One server process seen through its inspector (opened on loopback by `startSite({ inspect })`):
 * its heap in use, and a full garbage collection on demand, without any code in the server itself.
 */
export class ProcessProbe {
  private socket: WebSocket | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private readonly process: ServerProcess;

  constructor(process: ServerProcess) {
    this.process = process;
  }

  async connect(): Promise<void> {
    if (this.process.inspectorPort === undefined) throw new Error('started without an inspector');
    const response = await fetch(`http://127.0.0.1:${this.process.inspectorPort}/json/list`);
    const [target] = (await response.json()) as { webSocketDebuggerUrl: string }[];
    if (!target) throw new Error('the inspector lists no target');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector connection failed')), {
        once: true,
      });
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id === undefined) return;
      this.pending.get(message.id)?.(message.result);
      this.pending.delete(message.id);
    });
    this.socket = socket;
  }

  private call(method: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket!.send(JSON.stringify({ id, method }));
    });
  }

  /** RSS and heap in use now; after a full collection when `collect` is set. */
  async sample({ collect = false } = {}): Promise<MemorySample> {
    if (collect) await this.call('HeapProfiler.collectGarbage');
    const { usedSize } = (await this.call('Runtime.getHeapUsage')) as { usedSize: number };
    return { rssMb: rssMb(this.process.pid), heapMb: usedSize / 2 ** 20 };
  }

  close(): void {
    this.socket?.close();
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
