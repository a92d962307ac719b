// Drives the official openai npm SDK against a running zc-proxy, unmodified:
// every case the Go tests ask for (argv[2], comma-separated) runs in this one
// process and the outcomes print as one JSON object on stdout. BASE_URL is the
// proxy's /v1 URL. Failures are outcomes ({error}), never a crash, so one bad
// case does not hide the others.
import OpenAI from "openai";

const model = process.env.MODEL || "gpt-4.1";
const client = new OpenAI({
  baseURL: process.env.BASE_URL,
  apiKey: "sk-e2e-client",
  maxRetries: 0,
  timeout: 60_000,
});

// The client-side function the model may call; it must never run server-side.
const lookup = {
  type: "function",
  function: {
    name: "lookup",
    description: "Look up the weather in a city.",
    parameters: {
      type: "object",
      properties: { city: { type: "string" } },
      required: ["city"],
    },
  },
};
const lookupResult = "sunny, 21 C";
const serverQuestion = [{ role: "user", content: "server: what time is it?" }];
const clientQuestion = [{ role: "user", content: "client: what is the weather in Paris?" }];

// summary is what the Go side checks of one assistant message.
function summary(completion, extra = {}) {
  const choice = completion.choices[0];
  const m = choice.message;
  return {
    id: completion.id,
    content: m.content ?? "",
    role: m.role,
    finish: choice.finish_reason,
    tool_calls: (m.tool_calls ?? []).map((c) => ({
      id: c.id,
      type: c.type,
      name: c.function.name,
      args: c.function.arguments,
    })),
    ...extra,
  };
}

function receiptsOf(obj) {
  const z = obj?.zc_receipts;
  return z ? { receipts: (z.receipts ?? []).map((r) => r.tool), flags: (z.flags ?? []).length } : undefined;
}

// toolRound is the history after the model asked for calls: its message and
// one result per call.
function toolRound(question, message) {
  return [
    ...question,
    message,
    ...message.tool_calls.map((c) => ({ role: "tool", tool_call_id: c.id, content: lookupResult })),
  ];
}

async function streamed(messages, tools) {
  const stream = client.chat.completions.stream({
    model,
    messages,
    tools,
    stream_options: { include_usage: true },
  });
  let zc;
  let chunks = 0;
  let usage;
  stream.on("chunk", (chunk) => {
    chunks++;
    zc = zc ?? receiptsOf(chunk);
    usage = chunk.usage ?? usage;
  });
  // finalChatCompletion rejects a stream missing finish_reason, role or a
  // tool call's id, name or type: the strictness this case is about.
  const final = await stream.finalChatCompletion();
  return { final, zc, chunks, usage: usage ? usage.total_tokens : 0 };
}

const cases = {
  async create_server() {
    const c = await client.chat.completions.create({ model, messages: serverQuestion });
    return summary(c, { zc: receiptsOf(c), usage: c.usage?.total_tokens ?? 0 });
  },
  async create_client() {
    const first = await client.chat.completions.create({ model, messages: clientQuestion, tools: [lookup] });
    const asked = summary(first);
    const msg = first.choices[0].message;
    if (!msg.tool_calls?.length) return { asked };
    const second = await client.chat.completions.create({ model, messages: toolRound(clientQuestion, msg), tools: [lookup] });
    return { asked, answer: summary(second, { zc: receiptsOf(second) }) };
  },
  async stream_server() {
    const { final, zc, chunks, usage } = await streamed(serverQuestion);
    return summary(final, { zc, chunks, usage });
  },
  async stream_client() {
    const first = await streamed(clientQuestion, [lookup]);
    const asked = summary(first.final);
    const msg = first.final.choices[0].message;
    if (!msg.tool_calls?.length) return { asked };
    const second = await streamed(toolRound(clientQuestion, msg), [lookup]);
    return { asked, answer: summary(second.final, { zc: second.zc }) };
  },
  async run_tools() {
    return runTools(false);
  },
  async run_tools_stream() {
    return runTools(true);
  },
};

// runTools lets the SDK run the client-side function itself and loop until
// the model answers.
async function runTools(stream) {
  const calls = [];
  const runner = client.chat.completions.runTools({
    model,
    messages: clientQuestion,
    stream,
    tools: [
      {
        type: "function",
        function: {
          ...lookup.function,
          parse: JSON.parse,
          function: async (args) => {
            calls.push(args);
            return lookupResult;
          },
        },
      },
    ],
  });
  const final = await runner.finalChatCompletion();
  return summary(final, { function_calls: calls });
}

const out = {};
for (const name of (process.argv[2] || Object.keys(cases).join(",")).split(",")) {
  try {
    out[name] = await cases[name]();
  } catch (err) {
    out[name] = { error: String(err?.stack ?? err) };
  }
}
process.stdout.write(JSON.stringify(out) + "\n");
