// Drives real clients, unmodified, against BASE_URL (a /v1 URL): the openai
// npm SDK (responses.create, responses.stream, and structured outputs with
// chat.completions.parse/stream and responses.parse/stream), the OpenAI
// Agents SDK with its default (Responses) model and a Chat Completions one,
// and the Vercel AI SDK 7 (openai(model), openai.responses(model),
// openai.chat(model)) and 6 (installed as ai-v6 with @ai-sdk/openai-v3).
// Every case the Go tests ask for (argv[2], comma-separated) runs in this one
// process; the outcomes print as one JSON object on stdout. Failures are
// outcomes ({error}), never a crash.
import OpenAI from "openai";
import { Agent, run, tool, setDefaultOpenAIClient, setOpenAIAPI, setTracingDisabled, OpenAIChatCompletionsModel } from "@openai/agents";
import { zodResponseFormat, zodTextFormat } from "openai/helpers/zod";
import * as ai7 from "ai";
import * as ai6 from "ai-v6";
import { createOpenAI as createOpenAI7 } from "@ai-sdk/openai";
import { createOpenAI as createOpenAI6 } from "@ai-sdk/openai-v3";
import { z } from "zod";

const model = process.env.MODEL || "gpt-4.1";
// ZC_RECEIPTS=off sends X-ZC-Receipts: off from every client.
const headers = process.env.ZC_RECEIPTS ? { "X-ZC-Receipts": process.env.ZC_RECEIPTS } : {};
const client = new OpenAI({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client", maxRetries: 0, timeout: 60_000, defaultHeaders: headers });
setDefaultOpenAIClient(client);
setOpenAIAPI("responses");
setTracingDisabled(true);
// Both AI SDK majors: 7 (current) and 6 (still widely installed), each
// with its own OpenAI provider.
const aiSDKs = {
  7: { ai: ai7, openai: createOpenAI7({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client", headers }) },
  6: { ai: ai6, openai: createOpenAI6({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client", headers }) },
};

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

// agentRun runs an agent with the lookup tool (and whatever else it asks),
// on the default (Responses) model or, with chat, a Chat Completions one.
async function agentRun(question, stream, chat = false, outputType = undefined) {
  const calls = [];
  const agent = new Agent({
    name: "e2e",
    instructions: "Answer briefly.",
    model: chat ? new OpenAIChatCompletionsModel(client, model) : model,
    ...(outputType ? { outputType } : {}),
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
  if (outputType) return parsed(result.finalOutput, "", receiptsOf(raw?.providerData) ?? receiptsOf(raw));
  return {
    text: String(result.finalOutput ?? ""),
    function_calls: calls,
    rounds: result.rawResponses.length,
    zc: receiptsOf(raw?.providerData) ?? receiptsOf(raw),
  };
}

// aiOutput asks AI SDK 7 for structured output (Output.object) through its
// default (Responses) or Chat model, with generateText or streamText.
async function aiOutput(api, question, stream) {
  const { ai, openai } = aiSDKs[7];
  const m = api === "chat" ? openai.chat(model) : openai(model);
  const args = { model: m, prompt: question, output: ai.Output.object({ schema: Answer }), stopWhen: ai.stepCountIs(4), include: { responseBody: true } };
  if (!stream) {
    const r = await ai.generateText(args);
    return parsed(r.output, r.text, receiptsOf(r.response?.body));
  }
  const r = ai.streamText(args);
  for await (const _ of r.textStream);
  return parsed(await r.output, await r.text);
}

// aiRun runs the AI SDK of major version v with the lookup tool, through
// its provider's api: "default" (openai(model), the Responses API),
// "responses" (openai.responses(model)) or "chat" (openai.chat(model),
// Chat Completions).
async function aiRun(v, api, question, stream) {
  const { ai, openai } = aiSDKs[v];
  const calls = [];
  const tools = {
    lookup: ai.tool({
      description: lookup.description,
      inputSchema: ai.jsonSchema(lookup.parameters),
      execute: async ({ city }) => {
        calls.push(city);
        return lookupResult;
      },
    }),
  };
  const m = api === "chat" ? openai.chat(model) : api === "responses" ? openai.responses(model) : openai(model);
  // AI SDK 7 keeps a response body only when asked to (6 always did).
  const args = { model: m, prompt: question, tools, stopWhen: ai.stepCountIs(4), include: { responseBody: true } };
  if (!stream) {
    const r = await ai.generateText(args);
    return { text: r.text, function_calls: calls, steps: r.steps.length, zc: receiptsOf(r.response?.body), finish: r.finishReason, usage: r.usage?.totalTokens ?? 0 };
  }
  const r = ai.streamText(args);
  let deltas = "";
  for await (const d of r.textStream) deltas += d;
  return { text: await r.text, deltas, function_calls: calls, steps: (await r.steps).length, finish: await r.finishReason, usage: (await r.totalUsage)?.totalTokens ?? 0 };
}

// The structured output the parse cases ask for.
const Answer = z.object({ answer: z.string() });

// parsed is what the Go side checks of a parsed answer: the object, and the
// text it was parsed from.
function parsed(obj, text, zc) {
  return { parsed: obj ?? null, text: text ?? "", zc };
}

const failQuestion = "fail: answer, then break down";

// failed runs f, which the upstream's failure must make throw (or, for the
// AI SDK's streamText, report in its stream): what the caller sees.
async function failed(f) {
  try {
    const got = await f();
    return typeof got === "object" && got ? { caught: "", ...got } : { text: String(got ?? ""), caught: "" };
  } catch (err) {
    return { caught: String(err?.message ?? err), http_status: err?.status ?? err?.statusCode ?? 0 };
  }
}

// aiFail runs AI SDK 7's generateText or streamText into an upstream failure.
async function aiFail(api, stream) {
  const { ai, openai } = aiSDKs[7];
  const m = api === "chat" ? openai.chat(model) : openai(model);
  const args = { model: m, prompt: failQuestion, maxRetries: 0 };
  if (!stream) return failed(async () => (await ai.generateText(args)).text);
  return failed(async () => {
    let streamErr;
    const r = ai.streamText({ ...args, onError: ({ error }) => (streamErr = error) });
    let text = "";
    let finish = "";
    for await (const p of r.fullStream) {
      if (p.type === "text-delta") text += p.text;
      if (p.type === "error") streamErr = p.error;
      if (p.type === "finish") finish = p.finishReason;
    }
    if (streamErr) throw streamErr;
    return { text, finish };
  });
}

const cases = {
  // The upstream fails: every client must surface it as an error.
  fail_chat: () => failed(async () => (await client.chat.completions.create({ model, messages: [{ role: "user", content: failQuestion }] })).choices[0].message.content),
  fail_chat_stream: () => failed(async () => (await client.chat.completions.stream({ model, messages: [{ role: "user", content: failQuestion }] }).finalChatCompletion()).choices[0].message.content),
  fail_responses: () => failed(async () => (await client.responses.create({ model, input: failQuestion })).output_text),
  fail_responses_stream: () => failed(async () => (await client.responses.stream({ model, input: failQuestion }).finalResponse()).output_text),
  fail_ai_generate: () => aiFail("default", false),
  fail_ai_stream: () => aiFail("default", true),
  fail_ai_chat_generate: () => aiFail("chat", false),
  fail_ai_chat_stream: () => aiFail("chat", true),
  // Structured outputs: .parse and the stream helpers parse the answer
  // text as JSON against the schema.
  async parse_chat_server() {
    const c = await client.chat.completions.parse({ model, messages: [{ role: "user", content: serverQuestion }], response_format: zodResponseFormat(Answer, "answer") });
    const m = c.choices[0].message;
    return parsed(m.parsed, m.content, receiptsOf(c));
  },
  async parse_chat_stream_server() {
    const s = client.chat.completions.stream({ model, messages: [{ role: "user", content: serverQuestion }], response_format: zodResponseFormat(Answer, "answer") });
    let zc;
    s.on("chunk", (chunk) => (zc = zc ?? receiptsOf(chunk)));
    const c = await s.finalChatCompletion();
    const m = c.choices[0].message;
    return parsed(m.parsed, m.content, zc);
  },
  async parse_responses_server() {
    const r = await client.responses.parse({ model, input: serverQuestion, text: { format: zodTextFormat(Answer, "answer") } });
    return parsed(r.output_parsed, r.output_text, receiptsOf(r));
  },
  async parse_responses_stream_server() {
    const s = client.responses.stream({ model, input: serverQuestion, text: { format: zodTextFormat(Answer, "answer") } });
    const r = await s.finalResponse();
    return parsed(r.output_parsed, r.output_text, receiptsOf(r));
  },
  agents_output_server: () => agentRun(serverQuestion, false, false, Answer),
  agents_chat_output_server: () => agentRun(serverQuestion, false, true, Answer),
  ai_output_server: () => aiOutput("default", serverQuestion, false),
  ai_output_stream_server: () => aiOutput("default", serverQuestion, true),
  ai_chat_output_server: () => aiOutput("chat", serverQuestion, false),
  agents_chat_server: () => agentRun(serverQuestion, false, true),
  agents_chat_client: () => agentRun(clientQuestion, false, true),
  agents_chat_server_stream: () => agentRun(serverQuestion, true, true),
  agents_chat_client_stream: () => agentRun(clientQuestion, true, true),
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
  ai_generate_server: () => aiRun(7, "default", serverQuestion, false),
  ai_generate_client: () => aiRun(7, "default", clientQuestion, false),
  ai_stream_server: () => aiRun(7, "default", serverQuestion, true),
  ai_stream_client: () => aiRun(7, "default", clientQuestion, true),
  ai_responses_generate_server: () => aiRun(7, "responses", serverQuestion, false),
  ai_responses_generate_client: () => aiRun(7, "responses", clientQuestion, false),
  ai_responses_stream_server: () => aiRun(7, "responses", serverQuestion, true),
  ai_responses_stream_client: () => aiRun(7, "responses", clientQuestion, true),
  ai_chat_generate_server: () => aiRun(7, "chat", serverQuestion, false),
  ai_chat_generate_client: () => aiRun(7, "chat", clientQuestion, false),
  ai_chat_stream_server: () => aiRun(7, "chat", serverQuestion, true),
  ai_chat_stream_client: () => aiRun(7, "chat", clientQuestion, true),
  ai6_generate_server: () => aiRun(6, "default", serverQuestion, false),
  ai6_generate_client: () => aiRun(6, "default", clientQuestion, false),
  ai6_stream_server: () => aiRun(6, "default", serverQuestion, true),
  ai6_stream_client: () => aiRun(6, "default", clientQuestion, true),
  ai6_chat_generate_server: () => aiRun(6, "chat", serverQuestion, false),
  ai6_chat_generate_client: () => aiRun(6, "chat", clientQuestion, false),
  ai6_chat_stream_server: () => aiRun(6, "chat", serverQuestion, true),
  ai6_chat_stream_client: () => aiRun(6, "chat", clientQuestion, true),
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
