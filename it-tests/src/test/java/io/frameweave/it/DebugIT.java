package io.frameweave.it;

import org.eclipse.lsp4j.debug.EvaluateArguments;
import org.eclipse.lsp4j.debug.EvaluateArgumentsContext;
import org.eclipse.lsp4j.debug.FunctionBreakpoint;
import org.eclipse.lsp4j.debug.NextArguments;
import org.eclipse.lsp4j.debug.SetBreakpointsResponse;
import org.eclipse.lsp4j.debug.SetFunctionBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetVariableArguments;
import org.eclipse.lsp4j.debug.Source;
import org.eclipse.lsp4j.debug.SourceArguments;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StepInArguments;
import org.eclipse.lsp4j.debug.StepOutArguments;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.Variable;
import org.eclipse.lsp4j.debug.VariablesArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The debug tool at launch ({@code frameweave debug}), driven through a Debug Adapter Protocol client. */
class DebugIT {
    private static final String COMPUTE = "compute.py";

    @Test
    void breakpointStopsThereShowsVariablesAndTheProgramRunsOnAfterContinue(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetBreakpointsResponse r = c.breakpoints(p.file, line(COMPUTE, "compute-total"));
            assertTrue(r.getBreakpoints()[0].isVerified(), r.getBreakpoints()[0].getMessage());
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            assertEquals("breakpoint", stop.getReason());
            StackFrame[] stack = c.stack(stop.getThreadId());
            assertEquals("compute", stack[0].getName());
            assertEquals(line(COMPUTE, "compute-total"), stack[0].getLine());
            assertEquals(p.file.toAbsolutePath().toString(), stack[0].getSource().getPath());
            assertEquals("main", stack[1].getName());
            assertEquals(line(COMPUTE, "main-call"), stack[1].getLine());
            assertEquals("<module>", stack[2].getName());
            Map<String, String> locals = c.locals(stack[0].getId());
            assertEquals("4", locals.get("n"));
            assertEquals("2", locals.get("scale"));
            assertEquals("[0, 1, 2, 3]", locals.get("values"));
            assertFalse(locals.containsKey("total"), "unbound locals are not shown: " + locals);
            // a dict of the caller, expanded, and a list and a tuple inside it
            Map<String, Variable> mainLocals = c.variables(c.scopes(stack[1].getId()).get("Locals"));
            Variable data = mainLocals.get("data");
            assertEquals("dict", data.getType());
            Map<String, Variable> entries = c.variables(data.getVariablesReference());
            assertEquals("1", entries.get("a").getValue());
            assertEquals(3, entries.get("b").getIndexedVariables());
            assertEquals("('x', None)", entries.get("7").getValue());
            VariablesArguments page = new VariablesArguments();
            page.setVariablesReference(entries.get("b").getVariablesReference());
            page.setStart(1);
            page.setCount(1);
            Variable[] items = c.get(c.server.variables(page)).getVariables();
            assertEquals(1, items.length);
            assertEquals("1", items[0].getName());
            assertEquals("2", items[0].getValue());
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout());
            assertTrue(c.output().contains("total 12\n"), "the program's stdout reaches the client: " + c.output());
            c.awaitTerminated();
        }
    }

    @Test
    void conditionHitConditionAndLogMessage(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            int scaledLine = line(COMPUTE, "scaled");
            int returnLine = line(COMPUTE, "scaled-return");
            int loopLine = line(COMPUTE, "compute-loop");
            c.breakpoints(p.file, Map.of(scaledLine, "x == 2", returnLine, "", loopLine, ""),
                    Map.of(returnLine, ">= 4"), Map.of(loopLine, "i={i} values={values}"));
            c.configurationDone();
            StoppedEventArguments first = c.nextStop();
            StackFrame top = c.stack(first.getThreadId())[0];
            assertEquals(scaledLine, top.getLine());
            assertEquals("2", c.locals(top.getId()).get("x"), "the condition x == 2 holds");
            c.continueThread(first.getThreadId());
            StoppedEventArguments second = c.nextStop();
            top = c.stack(second.getThreadId())[0];
            assertEquals(returnLine, top.getLine());
            assertEquals("3", c.locals(top.getId()).get("x"), "the hit condition >= 4 lets the 4th hit stop");
            c.continueThread(second.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertTrue(c.output().contains("i=0 values=[]\ni=1 values=[0]\n"), c.output());
            assertTrue(c.output().contains("i=3 values=[0, 1, 2]\n"), c.output());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout(), "a log point does not change the output");
        }
    }

    @Test
    void steppingOverInAndOut(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(COMPUTE, "compute-first"));
            c.configurationDone();
            int thread = c.nextStop().getThreadId();
            c.breakpoints(p.file);
            NextArguments next = new NextArguments();
            next.setThreadId(thread);
            c.get(c.server.next(next));
            assertStep(c, "compute", line(COMPUTE, "compute-first") + 1);
            c.get(c.server.next(next));
            assertStep(c, "compute", line(COMPUTE, "compute-for"));
            c.get(c.server.next(next));
            assertStep(c, "compute", line(COMPUTE, "compute-loop"));
            StepInArguments in = new StepInArguments();
            in.setThreadId(thread);
            c.get(c.server.stepIn(in));
            assertStep(c, "scaled", line(COMPUTE, "scaled"));
            c.get(c.server.next(next));
            assertStep(c, "scaled", line(COMPUTE, "scaled-return"));
            StepOutArguments out = new StepOutArguments();
            out.setThreadId(thread);
            c.get(c.server.stepOut(out));
            // back in the caller: the loop goes round to its for line
            StackFrame caller = assertStep(c, "compute", line(COMPUTE, "compute-for"));
            assertEquals("0", c.locals(caller.getId()).get("i"));
            c.get(c.server.stepOut(out));
            assertStep(c, "main", line(COMPUTE, "main-call") + 1);
            c.continueThread(thread);
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout());
        }
    }

    private static StackFrame assertStep(DapClient c, String function, int line) throws Exception {
        StoppedEventArguments stop = c.nextStop();
        assertEquals("step", stop.getReason());
        StackFrame top = c.stack(stop.getThreadId())[0];
        assertEquals(function + ":" + line, top.getName() + ":" + top.getLine());
        return top;
    }

    @Test
    void aLocalWrittenInACallersFrameIsUsedAfterwards(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(COMPUTE, "scaled"));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            c.breakpoints(p.file);
            StackFrame[] stack = c.stack(stop.getThreadId());
            assertEquals("compute", stack[1].getName());
            SetVariableArguments set = new SetVariableArguments();
            set.setVariablesReference(c.scopes(stack[1].getId()).get("Locals"));
            set.setName("scale");
            set.setValue("50 * 2");
            assertEquals("100", c.get(c.server.setVariable(set)).getValue());
            // and one of the stopped frame itself, read back through evaluate
            set.setVariablesReference(c.scopes(stack[0].getId()).get("Locals"));
            set.setName("factor");
            set.setValue("1");
            c.get(c.server.setVariable(set));
            EvaluateArguments e = new EvaluateArguments();
            e.setExpression("scale + 1");
            e.setFrameId(stack[1].getId());
            e.setContext(EvaluateArgumentsContext.WATCH);
            assertEquals("101", c.get(c.server.evaluate(e)).getResult());
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 600\ndone 1\n", p.stdout(), "compute used the scale written into its frame");
        }
    }

    @Test
    void evaluateInAFramesContextAndStatementsAtThePrompt(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(COMPUTE, "compute-total"));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            StackFrame[] stack = c.stack(stop.getThreadId());
            EvaluateArguments e = new EvaluateArguments();
            e.setFrameId(stack[0].getId());
            e.setExpression("sum(values) + n");
            assertEquals("10", c.get(c.server.evaluate(e)).getResult());
            e.setExpression("values");
            var list = c.get(c.server.evaluate(e));
            assertEquals("[0, 1, 2, 3]", list.getResult());
            assertEquals(4, list.getIndexedVariables());
            e.setFrameId(stack[1].getId());
            e.setExpression("data['b']");
            assertEquals("[1, 2, 3]", c.get(c.server.evaluate(e)).getResult());
            e.setExpression("undefined_name");
            assertEquals("NameError: name 'undefined_name' is not defined", c.error(c.server.evaluate(e)));
            // a statement at the prompt changes the program
            e.setFrameId(stack[0].getId());
            e.setContext(EvaluateArgumentsContext.REPL);
            e.setExpression("values.append(10)");
            assertEquals("None", c.get(c.server.evaluate(e)).getResult());
            e.setExpression("scale = 3");
            assertEquals("", c.get(c.server.evaluate(e)).getResult());
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 48\ndone 1\n", p.stdout());
        }
    }

    @Test
    void codeWithoutAFileIsShownFromTheTextItWasCompiledFrom(@TempDir Path dir) throws Exception {
        String program = "strings.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, program); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetFunctionBreakpointsArguments fb = new SetFunctionBreakpointsArguments();
            FunctionBreakpoint inner = new FunctionBreakpoint();
            inner.setName("inner");
            fb.setBreakpoints(new FunctionBreakpoint[] {inner});
            c.get(c.server.setFunctionBreakpoints(fb));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            StackFrame[] stack = c.stack(stop.getThreadId());
            assertEquals("inner", stack[0].getName());
            assertEquals("<module>", stack[1].getName());
            assertEquals(line(program, "exec"), stack[2].getLine());
            assertEquals(p.file.toAbsolutePath().toString(), stack[2].getSource().getPath());
            Source exec = stack[0].getSource();
            assertEquals("<string>", exec.getName());
            assertTrue(exec.getSourceReference() != null && exec.getSourceReference() > 0, String.valueOf(exec));
            assertEquals(exec.getSourceReference(), stack[1].getSource().getSourceReference(),
                    "one compiled text, one reference");
            assertEquals(0, stack[2].getSource().getSourceReference() == null ? 0
                    : stack[2].getSource().getSourceReference(), "a file is read from its path");
            SourceArguments a = new SourceArguments();
            a.setSource(exec);
            a.setSourceReference(exec.getSourceReference());
            String text = c.get(c.server.source(a)).getContent();
            assertEquals("def inner(n):\n    doubled = n * 2\n    return doubled\n\n\nresult = inner(21)\n", text);
            assertEquals("    return doubled", text.lines().toList().get(2), "the frames' lines are lines of it");
            a.setSource(null);
            a.setSourceReference(9999);
            assertEquals("unknown source reference 9999", c.error(c.server.source(a)));
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("result 42\n", p.stdout());
        }
    }
}
