// Drives the frameweave debug server with VS Code's own test client (@vscode/debugadapter-testsupport).
// usage: node vscode_client.js PORT PROGRAM BREAKPOINT_LINE
// Prints "vscode client: ok" and exits 0 when every check held; exits 1 with the failure otherwise.
const assert = require('assert');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

async function main() {
    const port = Number(process.argv[2]);
    const program = process.argv[3];
    const line = Number(process.argv[4]);
    const dc = new DebugClient('node', 'unused', 'frameweave');
    // the Java test that runs this judges whether the processes make progress; no clock here
    dc.defaultTimeout = 2 ** 31 - 1;
    await dc.start(port);
    await dc.hitBreakpoint({ program }, { path: program, line });
    const threads = (await dc.threadsRequest()).body.threads;
    const main = threads.find(t => t.name === 'MainThread');
    assert.ok(main, 'a MainThread among ' + JSON.stringify(threads));
    const frames = (await dc.stackTraceRequest({ threadId: main.id })).body.stackFrames;
    assert.strictEqual(frames[0].name, 'compute');
    const scopes = (await dc.scopesRequest({ frameId: frames[0].id })).body.scopes;
    const locals = scopes.find(s => s.name === 'Locals');
    const vars = (await dc.variablesRequest({ variablesReference: locals.variablesReference })).body.variables;
    assert.strictEqual(vars.find(v => v.name === 'values').value, '[0, 1, 2, 3]');
    const sum = await dc.evaluateRequest({ expression: 'sum(values) * scale', frameId: frames[0].id, context: 'watch' });
    assert.strictEqual(sum.body.result, '12');
    const targets = (await dc.gotoTargetsRequest({ source: { path: program }, line })).body.targets;
    assert.strictEqual(targets[0].line, line);
    await dc.setVariableRequest({ variablesReference: locals.variablesReference, name: 'scale', value: '3' });
    await Promise.all([
        dc.continueRequest({ threadId: main.id }),
        dc.assertOutput('stdout', 'total 18'),
        dc.waitForEvent('terminated'),
    ]);
    // the program has ended and the server with it: there is nobody left to disconnect from
    console.log('vscode client: ok');
    process.exit(0);
}

main().catch(e => {
    console.error('vscode client: ' + (e && e.stack ? e.stack : e));
    process.exit(1);
});
