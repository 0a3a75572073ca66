# An operating-system kernel in miniature, in the manner of the classic "richards" benchmark: task control
# blocks in a priority-ordered run list, an idle task, two workers, two handlers and two devices passing packets;
# tasks wait for packets, hold themselves and release each other. Small classes, method calls, linked queues,
# state flags.
SIZE = 180  # kernel runs; tune so CPython 3.11 takes 1-4 s

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(6)
WORK, DEVICE = "work", "device"
DATA_LEN = 4


class Packet:
    def __init__(self, addressee, kind):
        self.link = None
        self.addressee = addressee
        self.kind = kind
        self.index = 0
        self.data = [0] * DATA_LEN


class Task:
    """One task control block: its packets, and whether it waits for a packet or is held."""

    def __init__(self, ident, priority, packets):
        self.ident = ident
        self.priority = priority
        self.first_packet = None
        self.held = False
        self.after = None  # the next task of lower priority in the run list
        for p in packets:
            self.enqueue(p)
        self.waiting = not packets

    def enqueue(self, packet):
        packet.link = None
        if self.first_packet is None:
            self.first_packet = packet
        else:
            last = self.first_packet
            while last.link is not None:
                last = last.link
            last.link = packet

    def take_packet(self):
        packet = self.first_packet
        self.first_packet = packet.link
        return packet

    def can_run(self):
        return not self.held and (not self.waiting or self.first_packet is not None)


class Kernel:
    def __init__(self):
        self.tasks = [None] * 6
        self.run_list = None
        self.current = None
        self.sends = 0
        self.holds = 0

    def install(self, task):
        self.tasks[task.ident] = task
        if self.run_list is None or task.priority > self.run_list.priority:
            task.after = self.run_list
            self.run_list = task
            return
        before = self.run_list
        while before.after is not None and before.after.priority >= task.priority:
            before = before.after
        task.after = before.after
        before.after = task

    # the system calls: each returns the task to run next
    def send(self, packet):
        self.sends += 1
        target = self.tasks[packet.addressee]
        packet.addressee = self.current.ident
        was_idle = target.waiting and target.first_packet is None
        target.enqueue(packet)
        if was_idle and not target.held and target.priority > self.current.priority:
            return target
        return self.current

    def wait(self):
        self.current.waiting = True
        return self.current

    def hold(self):
        self.holds += 1
        self.current.held = True
        return self.current.after

    def release(self, ident):
        target = self.tasks[ident]
        target.held = False
        if target.priority > self.current.priority:
            return target
        return self.current

    def run(self):
        task = self.run_list
        while task is not None:
            if task.can_run():
                self.current = task
                packet = None
                if task.first_packet is not None and task.waiting:
                    packet = task.take_packet()
                    task.waiting = False
                task = task.step(self, packet)
            else:
                task = task.after


class IdleTask(Task):
    def __init__(self, priority, count):
        Task.__init__(self, IDLE, priority, [])
        self.waiting = False
        self.count = count
        self.seed = 1

    def step(self, kernel, packet):
        self.count -= 1
        if self.count == 0:
            return kernel.hold()
        if self.seed & 1 == 0:
            self.seed >>= 1
            return kernel.release(DEVICE_A)
        self.seed = (self.seed >> 1) ^ 0xD008
        return kernel.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, priority, packets):
        Task.__init__(self, WORKER, priority, packets)
        self.destination = HANDLER_A
        self.letter = 0

    def step(self, kernel, packet):
        if packet is None:
            return kernel.wait()
        self.destination = HANDLER_B if self.destination == HANDLER_A else HANDLER_A
        packet.addressee = self.destination
        packet.index = 0
        for i in range(DATA_LEN):
            self.letter = self.letter % 26 + 1
            packet.data[i] = self.letter
        return kernel.send(packet)


class HandlerTask(Task):
    def __init__(self, ident, priority, packets):
        Task.__init__(self, ident, priority, packets)
        self.work = None
        self.devices = []

    def step(self, kernel, packet):
        if packet is not None:
            if packet.kind == WORK:
                self.work = packet
            else:
                self.devices.append(packet)
        if self.work is None:
            return kernel.wait()
        if self.work.index >= DATA_LEN:
            finished = self.work
            self.work = None
            finished.addressee = WORKER
            return kernel.send(finished)
        if not self.devices:
            return kernel.wait()
        device = self.devices.pop()
        device.data[0] = self.work.data[self.work.index]
        self.work.index += 1
        device.addressee = DEVICE_A if self.ident == HANDLER_A else DEVICE_B
        return kernel.send(device)


class DeviceTask(Task):
    def __init__(self, ident, priority):
        Task.__init__(self, ident, priority, [])
        self.pending = None
        self.transmitted = 0

    def step(self, kernel, packet):
        if packet is None:
            if self.pending is None:
                return kernel.wait()
            done = self.pending
            self.pending = None
            self.transmitted += done.data[0]
            done.addressee = HANDLER_A if self.ident == DEVICE_A else HANDLER_B
            return kernel.send(done)
        self.pending = packet
        return kernel.hold()


def boot(count):
    kernel = Kernel()
    kernel.install(IdleTask(0, count))
    kernel.install(WorkerTask(1000, [Packet(WORKER, WORK), Packet(WORKER, WORK)]))
    kernel.install(HandlerTask(HANDLER_A, 2000, [Packet(HANDLER_A, DEVICE) for _ in range(3)]))
    kernel.install(HandlerTask(HANDLER_B, 3000, [Packet(HANDLER_B, DEVICE) for _ in range(3)]))
    kernel.install(DeviceTask(DEVICE_A, 4000))
    kernel.install(DeviceTask(DEVICE_B, 5000))
    return kernel


def main():
    sends = holds = transmitted = 0
    for run in range(SIZE):
        kernel = boot(4000 + run % 7 * 100)
        kernel.run()
        sends += kernel.sends
        holds += kernel.holds
        transmitted += kernel.tasks[DEVICE_A].transmitted + kernel.tasks[DEVICE_B].transmitted
    print("runs", SIZE)
    print("sends", sends)
    print("holds", holds)
    print("transmitted", transmitted)


main()
