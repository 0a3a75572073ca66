# asyncio's selector event loop: run, sleep, tasks, gather, wait_for, call_soon, queues.
import asyncio

async def worker(name, delay, log):
    await asyncio.sleep(delay)
    log.append(name)
    return name.upper()

async def woken_at(name, when, log):
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_at(when, fut.set_result, None)
    await fut
    log.append(name)

async def main():
    log = []
    results = await asyncio.gather(worker('b', 0.15, log), worker('a', 0.01, log), worker('c', 0.3, log))
    print(results, sorted(log))
    # deadlines fixed before any task runs: the wake-up order holds however late a task starts on a busy machine
    order = []
    t0 = asyncio.get_running_loop().time()
    await asyncio.gather(woken_at('b', t0 + 0.15, order), woken_at('a', t0 + 0.01, order), woken_at('c', t0 + 0.3, order))
    print(order)
    task = asyncio.create_task(worker('t', 0.01, log))
    print(task.done(), await task, task.done(), task.result())
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0.02)
    except asyncio.TimeoutError as e:
        print('timeout', type(e).__name__)
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    print(await fut)
    later = asyncio.Event()
    loop.call_later(0.01, lambda: (log.append('later'), later.set()))
    await later.wait()
    print(log[-1])
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i)
        await q.put(None)
    async def consumer():
        out = []
        while (item := await q.get()) is not None:
            out.append(item)
        return out
    print((await asyncio.gather(producer(), consumer()))[1])
    cancelled = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    cancelled.cancel()
    try:
        await cancelled
    except asyncio.CancelledError:
        print('cancelled', cancelled.cancelled())
    print(type(loop).__name__)
    return 'done'

print(asyncio.run(main()))
