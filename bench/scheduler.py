# OS scheduler simulation: processes with CPU bursts and I/O waits under a multilevel feedback queue.
SIZE = 200000  # number of processes; tune so CPython 3.11 takes 2-4 s


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % bound


class Process:
    def __init__(self, pid, arrival, bursts):
        self.pid = pid
        self.arrival = arrival
        self.bursts = bursts          # alternating cpu, io, cpu, ...
        self.index = 0
        self.remaining = bursts[0]
        self.level = 0
        self.ready_since = arrival
        self.wait_time = 0
        self.finish = -1

    def on_cpu_done(self):
        self.index += 1
        if self.index >= len(self.bursts):
            return None
        io = self.bursts[self.index]
        self.index += 1
        self.remaining = self.bursts[self.index]
        return io


class Queue:
    def __init__(self):
        self.items = []
        self.head = 0

    def push(self, p):
        self.items.append(p)

    def pop(self):
        p = self.items[self.head]
        self.head += 1
        if self.head > 1024 and self.head * 2 > len(self.items):
            self.items = self.items[self.head:]
            self.head = 0
        return p

    def __len__(self):
        return len(self.items) - self.head


class Scheduler:
    QUANTA = (4, 8, 16)

    def __init__(self, processes):
        self.pending = sorted(processes, key=lambda p: p.arrival)
        self.next_arrival = 0
        self.levels = [Queue() for _ in self.QUANTA]
        self.blocked = []             # (wake_time, pid, process)
        self.clock = 0
        self.done = []
        self.switches = 0

    def admit(self):
        while self.next_arrival < len(self.pending) and self.pending[self.next_arrival].arrival <= self.clock:
            p = self.pending[self.next_arrival]
            self.next_arrival += 1
            p.ready_since = self.clock
            self.levels[0].push(p)

    def wake(self):
        still = []
        for entry in self.blocked:
            if entry[0] <= self.clock:
                p = entry[2]
                p.ready_since = self.clock
                self.levels[p.level].push(p)
            else:
                still.append(entry)
        self.blocked = still

    def pick(self):
        for q in self.levels:
            if len(q):
                return q.pop()
        return None

    def run(self):
        total = len(self.pending)
        while len(self.done) < total:
            self.admit()
            self.wake()
            p = self.pick()
            if p is None:
                self.clock += 1
                continue
            self.switches += 1
            p.wait_time += self.clock - p.ready_since
            quantum = self.QUANTA[p.level]
            used = min(quantum, p.remaining)
            self.clock += used
            p.remaining -= used
            if p.remaining > 0:
                p.level = min(p.level + 1, len(self.QUANTA) - 1)
                p.ready_since = self.clock
                self.levels[p.level].push(p)
                continue
            io = p.on_cpu_done()
            if io is None:
                p.finish = self.clock
                self.done.append(p)
            else:
                p.level = max(p.level - 1, 0)
                self.blocked.append((self.clock + io, p.pid, p))


def make_processes(n):
    rng = Rng(42)
    procs = []
    t = 0
    for pid in range(n):
        t += rng.next(90)
        bursts = []
        for k in range(1 + 2 * rng.next(4)):
            bursts.append(1 + rng.next(30) if k % 2 == 0 else 5 + rng.next(40))
        procs.append(Process(pid, t, bursts))
    return procs


def main():
    s = Scheduler(make_processes(SIZE))
    s.run()
    turnaround = sum(p.finish - p.arrival for p in s.done)
    waits = sum(p.wait_time for p in s.done)
    checksum = 0
    for p in s.done:
        checksum = (checksum * 31 + p.pid * 7 + p.finish) % 1000000007
    print("clock", s.clock, "switches", s.switches)
    print("avg turnaround %.3f avg wait %.3f" % (turnaround / len(s.done), waits / len(s.done)))
    print("checksum", checksum)


main()
