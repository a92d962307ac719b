// Drives real Responses API clients, unmodified, against BASE_URL (a /v1
// URL): the openai npm SDK (responses.create, responses.stream), the OpenAI
// Agents SDK in its default mode (Responses) and the Vercel AI SDK's default
// openai(model) provider (Responses). Every case the Go tests ask for
// (argv[2], comma-separated) runs in this one process; the outcomes print as
// one JSON object on stdout. Failures are outcomes ({error}), never a crash.
import OpenAI from "openai";
import { Agent, run, tool, setDefaultOpenAIClient, setOpenAIAPI, setTracingDisabled } from "@openai/agents";
import { generateText, streamText, tool as aiTool, jsonSchema, stepCountIs } from "ai";
import { createOpenAI } from "@ai-sdk/openai";
import { z } from "zod";

const model = process.env.MODEL || "gpt-4.1";
const client = new OpenAI({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client", maxRetries: 0, timeout: 60_000 });
setDefaultOpenAIClient(client);
setOpenAIAPI("responses");
setTracingDisabled(true);
const aiOpenAI = createOpenAI({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client" });

const lookupResult = "sunny, 21 C";
const lookup = {
  type: "function",
  name: "lookup",
  description: "Look up the weather in a city.",
  parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false },
  strict: true,
};
const serverQuestion = "server: what time is it?";
const clientQuestion = "client: what is the weather in Paris?";
const mixedQuestion = "mixed: the time, and the weather in Paris?";

// summary is what the Go side checks of one response object.
function summary(r, extra = {}) {
  return {
    id: r.id,
    status: r.status,
    text: r.output_text ?? "",
    types: r.output.map((i) => i.type),
    calls: r.output.filter((i) => i.type === "function_call").map((c) => ({ id: c.call_id, name: c.name, args: c.arguments })),
    zc: receiptsOf(r),
    usage: r.usage?.total_tokens ?? 0,
    ...extra,
  };
}

function receiptsOf(obj) {
  const z = obj?.zc_receipts;
  return z ? { receipts: (z.receipts ?? []).map((r) => r.tool), flags: (z.flags ?? []).length } : undefined;
}

// results answers every function call of r with the lookup result.
function results(r) {
  return r.output
    .filter((i) => i.type === "function_call")
    .map((c) => ({ type: "function_call_output", call_id: c.call_id, output: lookupResult }));
}

async function streamed(params) {
  const stream = client.responses.stream(params);
  let events = 0;
  let deltas = "";
  let lastSeq = -1;
  let ordered = true;
  stream.on("event", (e) => {
    events++;
    if (e.sequence_number <= lastSeq) ordered = false;
    lastSeq = e.sequence_number;
  });
  stream.on("response.output_text.delta", (e) => (deltas += e.delta));
  // finalResponse rejects a stream that never completes.
  const final = await stream.finalResponse();
  return { final, events, deltas, ordered };
}

// agentRun runs an agent with the lookup tool (and whatever else it asks).
async function agentRun(question, stream) {
  const calls = [];
  const agent = new Agent({
    name: "e2e",
    instructions: "Answer briefly.",
    model,
    tools: [
      tool({
        name: "lookup",
        description: lookup.description,
        parameters: z.object({ city: z.string() }),
        execute: async ({ city }) => {
          calls.push(city);
          return lookupResult;
        },
      }),
    ],
  });
  const result = await run(agent, question, { stream });
  if (stream) await result.completed;
  const raw = result.rawResponses.at(-1);
  return {
    text: String(result.finalOutput ?? ""),
    function_calls: calls,
    rounds: result.rawResponses.length,
    zc: receiptsOf(raw?.providerData) ?? receiptsOf(raw),
  };
}

async function aiRun(question, stream) {
  const calls = [];
  const tools = {
    lookup: aiTool({
      description: lookup.description,
      inputSchema: jsonSchema(lookup.parameters),
      execute: async ({ city }) => {
        calls.push(city);
        return lookupResult;
      },
    }),
  };
  const args = { model: aiOpenAI(model), prompt: question, tools, stopWhen: stepCountIs(4) };
  if (!stream) {
    const r = await generateText(args);
    return { text: r.text, function_calls: calls, steps: r.steps.length, zc: receiptsOf(r.response?.body) };
  }
  const r = streamText(args);
  let deltas = "";
  for await (const d of r.textStream) deltas += d;
  return { text: await r.text, deltas, function_calls: calls, steps: (await r.steps).length };
}

const cases = {
  async create_server() {
    return summary(await client.responses.create({ model, input: serverQuestion }));
  },
  async create_client() {
    const first = await client.responses.create({ model, input: clientQuestion, tools: [lookup] });
    const second = await client.responses.create({ model, previous_response_id: first.id, input: results(first), tools: [lookup] });
    return { asked: summary(first), answer: summary(second) };
  },
  async create_client_stateless() {
    const input = [{ role: "user", content: clientQuestion }];
    const first = await client.responses.create({ model, input, tools: [lookup], store: false });
    const second = await client.responses.create({ model, input: [...input, ...first.output, ...results(first)], tools: [lookup], store: false });
    return { asked: summary(first), answer: summary(second) };
  },
  async create_mixed() {
    const first = await client.responses.create({ model, input: mixedQuestion, tools: [lookup] });
    const second = await client.responses.create({ model, previous_response_id: first.id, input: results(first), tools: [lookup] });
    return { asked: summary(first), answer: summary(second) };
  },
  async stream_server() {
    const s = await streamed({ model, input: serverQuestion });
    return summary(s.final, { events: s.events, deltas: s.deltas, ordered: s.ordered });
  },
  async stream_client() {
    const first = await streamed({ model, input: clientQuestion, tools: [lookup] });
    const second = await streamed({ model, previous_response_id: first.final.id, input: results(first.final), tools: [lookup] });
    return { asked: summary(first.final), answer: summary(second.final, { deltas: second.deltas, ordered: second.ordered }) };
  },
  agents_server: () => agentRun(serverQuestion, false),
  agents_client: () => agentRun(clientQuestion, false),
  agents_mixed: () => agentRun(mixedQuestion, false),
  agents_server_stream: () => agentRun(serverQuestion, true),
  agents_client_stream: () => agentRun(clientQuestion, true),
  agents_mixed_stream: () => agentRun(mixedQuestion, true),
  ai_generate_server: () => aiRun(serverQuestion, false),
  ai_generate_client: () => aiRun(clientQuestion, false),
  ai_stream_server: () => aiRun(serverQuestion, true),
  ai_stream_client: () => aiRun(clientQuestion, true),
};

const out = {};
for (const name of (process.argv[2] || Object.keys(cases).join(",")).split(",")) {
  try {
    out[name] = await cases[name]();
  } catch (err) {
    out[name] = { error: String(err?.stack ?? err) };
  }
}
process.stdout.write(JSON.stringify(out) + "\n");
