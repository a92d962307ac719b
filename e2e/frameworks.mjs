// Drives two agent frameworks, unmodified, against BASE_URL (a /v1 URL):
// LangChain JS (@langchain/openai's ChatOpenAI on Chat Completions and,
// with useResponsesApi, the Responses API; invoke, stream, streamEvents,
// withStructuredOutput, and the langchain package's createAgent) and
// LlamaIndex TS (@llamaindex/openai's OpenAI LLM, the workflow agent of
// @llamaindex/workflow, and the older OpenAIAgent). Every case the Go
// tests ask for (argv[2], comma-separated) runs in this one process; the
// outcomes print as one JSON object on stdout. What a case reports is what
// the framework handed its user. Failures are outcomes ({error}), never a
// crash. ZC_RECEIPTS=off sends X-ZC-Receipts: off from every client.
import { ChatOpenAI } from "@langchain/openai";
import { createAgent, tool as lcTool, AIMessage } from "langchain";
import { OpenAI as LlamaOpenAI, OpenAIAgent, OpenAIResponses } from "@llamaindex/openai";
import { tool as llamaTool } from "llamaindex";
import { agent as llamaAgent, agentStreamEvent, stopAgentEvent } from "@llamaindex/workflow";
import { z } from "zod";

const model = process.env.MODEL || "gpt-4.1";
const baseURL = process.env.BASE_URL;
const headers = process.env.ZC_RECEIPTS ? { "X-ZC-Receipts": process.env.ZC_RECEIPTS } : {};

const lookupResult = "sunny, 21 C";
const questions = {
  server: "server: what time is it?",
  client: "client: what is the weather in Paris?",
  quiet: "quiet: what is the weather in Paris?",
  cities: "cities: the weather in Paris and in Rome?",
  mixed: "mixed: the time, and the weather in Paris?",
  claim: "claim: what is the newest commit?",
  fail: "fail: answer, then break down",
};
const Answer = z.object({ answer: z.string() });

// ---- LangChain

function lcModel(api, extra = {}) {
  return new ChatOpenAI({
    model,
    apiKey: "sk-e2e-client",
    maxRetries: 0,
    timeout: 60_000,
    useResponsesApi: api === "responses",
    configuration: { baseURL, defaultHeaders: headers },
    ...extra,
  });
}

// lcLookup is the framework's own tool: LangChain runs it, never the proxy.
function lcLookup(calls) {
  return lcTool(
    async ({ city }) => {
      calls.push(city);
      return lookupResult;
    },
    { name: "lookup", description: "Look up the weather in a city.", schema: z.object({ city: z.string() }) },
  );
}

// lcText is a message's text, whatever shape its content has.
function lcText(m) {
  if (!m) return "";
  if (typeof m.text === "string") return m.text;
  return typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("");
}

const lcCases = (api) => ({
  // The bare model, asked a question the proxy's clock answers.
  async invoke(q) {
    const m = await lcModel(api).invoke(questions[q]);
    return { text: lcText(m), tool_calls: (m.tool_calls ?? []).map((c) => c.name), usage: m.usage_metadata?.total_tokens ?? 0 };
  },
  async stream(q) {
    let acc;
    let chunks = 0;
    for await (const c of await lcModel(api).stream(questions[q])) {
      chunks++;
      acc = acc ? acc.concat(c) : c;
    }
    return { text: lcText(acc), chunks, tool_calls: (acc?.tool_calls ?? []).map((c) => c.name), usage: acc?.usage_metadata?.total_tokens ?? 0 };
  },
  // streamEvents (no version) is LangChain 1's content-block protocol: for
  // Chat Completions core's own converter reads the chunks.
  async events(q) {
    const m = await lcModel(api).streamEvents(questions[q]);
    return { text: lcText(m), tool_calls: (m.tool_calls ?? []).map((c) => c.name), usage: m.usage_metadata?.total_tokens ?? 0 };
  },
  // A hand-written tool round: bindTools, run the calls, send the results.
  // Chat sends parallel_tool_calls: false (a client's choice the proxy
  // passes on), Responses leaves it out.
  // (Streamed with .stream(): invoke with streaming: true would estimate
  // token counts with an encoder it downloads.)
  async bound(q, stream) {
    const calls = [];
    const lookup = lcLookup(calls);
    const m = lcModel(api).bindTools([lookup], api === "chat" ? { parallel_tool_calls: false } : {});
    const ask = async (h) => {
      if (!stream) return m.invoke(h);
      let acc;
      for await (const c of await m.stream(h)) acc = acc ? acc.concat(c) : c;
      return new AIMessage({ content: acc.content, tool_calls: acc.tool_calls, id: acc.id });
    };
    const history = [{ role: "user", content: questions[q] }];
    const asked = await ask(history);
    history.push(asked);
    for (const c of asked.tool_calls ?? []) history.push(await lookup.invoke(c));
    const answer = asked.tool_calls?.length ? await ask(history) : asked;
    return {
      asked: { text: lcText(asked), tool_calls: (asked.tool_calls ?? []).map((c) => c.name) },
      text: lcText(answer),
      function_calls: calls,
    };
  },
  // createAgent (langchain v1): the agent loop runs the framework's tool.
  async agent(q, stream) {
    const calls = [];
    const agent = createAgent({ model: lcModel(api), tools: [lcLookup(calls)], systemPrompt: "Answer briefly." });
    const input = { messages: [{ role: "user", content: questions[q] }] };
    let state;
    let streamed = "";
    if (!stream) state = await agent.invoke(input);
    else {
      for await (const [mode, payload] of await agent.stream(input, { streamMode: ["messages", "values"] })) {
        if (mode === "values") state = payload;
        else if (mode === "messages" && payload[0]?.getType?.() === "ai") streamed += lcText(payload[0]);
      }
    }
    const last = state.messages.at(-1);
    return {
      text: lcText(last),
      streamed,
      function_calls: calls,
      rounds: state.messages.filter((m) => AIMessage.isInstance(m)).length,
    };
  },
  // withStructuredOutput: json_schema (the default for gpt-4.1), a forced
  // function call, or json_object.
  async structured(method, stream) {
    const m = lcModel(api).withStructuredOutput(Answer, { method, name: "answer", includeRaw: true });
    if (!stream) {
      const { raw, parsed } = await m.invoke(questions.server);
      return { parsed: parsed ?? null, text: lcText(raw) };
    }
    let raw;
    let parsed = null;
    for await (const c of await m.stream(questions.server)) {
      if (c.raw) raw = raw ? raw.concat(c.raw) : c.raw;
      if (c.parsed !== undefined) parsed = c.parsed;
    }
    return { parsed, text: lcText(raw) };
  },
  async fail(stream) {
    return failed(async () => {
      const m = lcModel(api);
      if (!stream) return lcText(await m.invoke(questions.fail));
      let text = "";
      for await (const c of await m.stream(questions.fail)) text += lcText(c);
      return text;
    });
  },
});

// ---- LlamaIndex

function llamaLLM(api = "chat") {
  const init = {
    model,
    apiKey: "sk-e2e-client",
    baseURL,
    maxRetries: 0,
    timeout: 60_000,
    additionalSessionOptions: { defaultHeaders: headers },
  };
  return api === "responses" ? new OpenAIResponses(init) : new LlamaOpenAI(init);
}

function llamaLookup(calls) {
  return llamaTool({
    name: "lookup",
    description: "Look up the weather in a city.",
    parameters: z.object({ city: z.string() }),
    execute: ({ city }) => {
      calls.push(city);
      return lookupResult;
    },
  });
}

const llamaCases = (api) => ({
  async chat(q, stream) {
    const llm = llamaLLM(api);
    const messages = [{ role: "user", content: questions[q] }];
    if (!stream) {
      const r = await llm.chat({ messages });
      return { text: String(r.message.content), zc: receiptsOf(r.raw) };
    }
    let text = "";
    let zc;
    for await (const c of await llm.chat({ messages, stream: true })) {
      text += c.delta;
      zc = zc ?? receiptsOf(c.raw);
    }
    return { text, zc };
  },
  // The workflow agent (FunctionAgent): it always streams from the model.
  async agent(q, stream) {
    const calls = [];
    const a = llamaAgent({ llm: llamaLLM(api), tools: [llamaLookup(calls)] });
    if (!stream) {
      const r = await a.run(questions[q]);
      return { text: String(r.data.result), function_calls: calls };
    }
    let streamed = "";
    let text;
    for await (const ev of a.runStream(questions[q])) {
      if (agentStreamEvent.include(ev)) streamed += ev.data.delta;
      if (stopAgentEvent.include(ev)) text = String(ev.data.result);
    }
    return { text, streamed, function_calls: calls };
  },
  // The older agent: it takes a stream for an answer when its first chunk
  // carries no tool call.
  async openaiAgent(q, stream) {
    const calls = [];
    const a = new OpenAIAgent({ llm: llamaLLM(api), tools: [llamaLookup(calls)] });
    if (!stream) {
      const r = await a.chat({ message: questions[q] });
      return { text: String(r.message.content), function_calls: calls };
    }
    let text = "";
    for await (const c of await a.chat({ message: questions[q], stream: true })) text += c.delta;
    return { text, function_calls: calls };
  },
  // Structured output: the LLM with a zod responseFormat (json_schema),
  // exec's parsed object, and the workflow agent's responseFormat (one
  // more model call after the answer).
  async structured(how) {
    const llm = llamaLLM(api);
    const messages = [{ role: "user", content: questions.server }];
    if (how === "chat") {
      const r = await llm.chat({ messages, responseFormat: Answer });
      const text = String(r.message.content);
      return { parsed: JSON.parse(text), text };
    }
    if (how === "exec") {
      const r = await llm.exec({ messages, responseFormat: Answer });
      return { parsed: r.object ?? null, text: String(r.newMessages?.at(-1)?.content ?? "") };
    }
    const a = llamaAgent({ llm, tools: [llamaLookup([])] });
    const r = await a.run(questions.server, { responseFormat: Answer });
    return { parsed: r.data.object ?? null, text: String(r.data.result) };
  },
  async fail(stream) {
    return failed(async () => {
      const llm = llamaLLM(api);
      const messages = [{ role: "user", content: questions.fail }];
      if (!stream) return String((await llm.chat({ messages })).message.content);
      let text = "";
      for await (const c of await llm.chat({ messages, stream: true })) text += c.delta;
      return text;
    });
  },
});

// ---- shared

function receiptsOf(obj) {
  const z = obj?.zc_receipts;
  return z ? { receipts: (z.receipts ?? []).map((r) => r.tool), flags: (z.flags ?? []).length } : undefined;
}

async function failed(f) {
  try {
    return { text: String((await f()) ?? ""), caught: "" };
  } catch (err) {
    return { caught: String(err?.message ?? err), http_status: err?.status ?? err?.statusCode ?? 0 };
  }
}

// cases: lc_<api>_… and li_<api>_…, api chat or responses.
const cases = {};
for (const api of ["chat", "responses"]) {
  const lc = lcCases(api);
  const p = `lc_${api}_`;
  for (const q of ["server", "claim"]) {
    cases[p + "invoke_" + q] = () => lc.invoke(q);
    cases[p + "stream_" + q] = () => lc.stream(q);
    cases[p + "events_" + q] = () => lc.events(q);
  }
  for (const q of ["client", "cities", "mixed"]) {
    cases[p + "bound_" + q] = () => lc.bound(q, false);
    cases[p + "bound_stream_" + q] = () => lc.bound(q, true);
  }
  for (const q of ["server", "client", "cities", "mixed", "claim"]) {
    cases[p + "agent_" + q] = () => lc.agent(q, false);
    cases[p + "agent_stream_" + q] = () => lc.agent(q, true);
  }
  for (const m of ["jsonSchema", "functionCalling", "jsonMode"]) {
    cases[p + "structured_" + m] = () => lc.structured(m, false);
    // On the Responses API, LangChain's streamed jsonSchema output fails
    // to parse ("Failed to parse. Text: undefined") straight from the
    // scripted upstream as well: left out.
    if (api === "chat" || m !== "jsonSchema") cases[p + "structured_stream_" + m] = () => lc.structured(m, true);
  }
  cases[p + "fail"] = () => lc.fail(false);
  cases[p + "fail_stream"] = () => lc.fail(true);

  const li = llamaCases(api);
  const l = `li_${api}_`;
  for (const q of ["server", "claim"]) {
    cases[l + "chat_" + q] = () => li.chat(q, false);
    cases[l + "chat_stream_" + q] = () => li.chat(q, true);
  }
  for (const q of ["server", "client", "cities", "mixed", "claim"]) {
    cases[l + "agent_" + q] = () => li.agent(q, false);
    cases[l + "agent_stream_" + q] = () => li.agent(q, true);
  }
  // LlamaIndex's OpenAIResponses gives every answer a toolCall list (empty
  // when there is no call), which OpenAIAgent reads as calls to make: it
  // loops without end, upstream or proxy. And it ignores chat's
  // responseFormat. Those cases run on Chat Completions only.
  if (api === "chat") {
    for (const q of ["server", "quiet", "cities", "mixed"]) {
      cases[l + "openai_agent_" + q] = () => li.openaiAgent(q, false);
      cases[l + "openai_agent_stream_" + q] = () => li.openaiAgent(q, true);
    }
    cases[l + "structured_chat"] = () => li.structured("chat");
  }
  for (const how of ["exec", "agent"]) cases[l + "structured_" + how] = () => li.structured(how);
  cases[l + "fail"] = () => li.fail(false);
  cases[l + "fail_stream"] = () => li.fail(true);
}

if (process.argv[2] === "list") {
  process.stdout.write(JSON.stringify(Object.keys(cases)) + "\n");
  process.exit(0);
}
const out = {};
const names = (process.argv[2] || Object.keys(cases).join(",")).split(",");
// Cases run a few at a time: each waits mostly on the network.
const queue = [...names];
async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    try {
      if (!cases[name]) throw new Error("no such case");
      const started = Date.now();
      out[name] = await Promise.race([
        cases[name](),
        new Promise((_, reject) => setTimeout(() => reject(new Error("case timed out after 60s")), 60_000).unref()),
      ]);
      out[name].ms = Date.now() - started;
    } catch (err) {
      out[name] = { error: String(err?.stack ?? err) };
    }
  }
}
await Promise.all(Array.from({ length: 8 }, worker));
process.stdout.write(JSON.stringify(out) + "\n");
// A case that timed out may still be running: stop it with the process.
process.exit(0);
