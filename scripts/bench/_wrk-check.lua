-- wrk's script for _load.ts `wrkLoad`: counts every answer whose status (and headers) are the ones
-- expected, and prints the run's figures as one JSON line. Arguments (after `--`): the expected
-- status, then header name/value pairs (names in lower case).
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  expected_status = tonumber(args[1] or "200")
  expected_headers = {}
  for i = 2, #args - 1, 2 do
    expected_headers[args[i]] = args[i + 1]
  end
  ok = 0
  wrong = {}
end

function response(status, headers, body)
  local good = status == expected_status
  if good then
    local lower = {}
    for name, value in pairs(headers) do
      lower[string.lower(name)] = value
    end
    for name, value in pairs(expected_headers) do
      if lower[name] ~= value then
        good = false
      end
    end
  end
  if good then
    ok = ok + 1
  else
    local key = tostring(status) .. (status == expected_status and " (other headers)" or "")
    wrong[key] = (wrong[key] or 0) + 1
  end
end

function done(summary, latency, requests)
  local total_ok = 0
  local total_wrong = {}
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    for key, n in pairs(thread:get("wrong")) do
      total_wrong[key] = (total_wrong[key] or 0) + n
    end
  end
  local parts = {}
  for key, n in pairs(total_wrong) do
    table.insert(parts, string.format("%q:%d", key, n))
  end
  local e = summary.errors
  io.write(string.format(
    '\nWRK_RESULT {"requests":%d,"seconds":%.6f,"ok":%d,"wrong":{%s},"errors":%d,"timeouts":%d,"p50us":%d,"p99us":%d}\n',
    summary.requests, summary.duration / 1e6, total_ok, table.concat(parts, ","),
    e.connect + e.read + e.write, e.timeout, latency:percentile(50), latency:percentile(99)))
end
