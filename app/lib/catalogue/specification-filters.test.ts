import { describe, expect, it } from "vitest";
import { fieldParamKeys, parseSpecificationFilters, readSpecificationFilters, type FilterableField } from "./specification-filters";

const fields: FilterableField[] = [
  { id: "capacity", name: "Face capacity", type: "number", choices: [] },
  { id: "rating", name: "IP rating", type: "choice", choices: ["IP65", "IP67"] },
  { id: "wifi", name: "Wi-Fi", type: "boolean", choices: [] },
  { id: "screen", name: "Screen", type: "text", choices: [] },
  { id: "rating2", name: "IP Rating!", type: "choice", choices: ["IP54"] },
];

describe("the typed filters in the address", () => {
  it("give each field a key from its name, numbered when two names make the same", () => {
    expect([...fieldParamKeys(fields).values()]).toEqual(["face-capacity", "ip-rating", "wi-fi", "screen", "ip-rating-2"]);
  });

  it("read ranges, choices and yes/no, and ignore what is no value of the field", () => {
    const params = new URLSearchParams(
      "face-capacity-min=1000&face-capacity-max=abc&ip-rating=IP65&ip-rating=IP99&ip-rating=IP65&wi-fi=yes&wi-fi=maybe&screen=5&ip-rating-2=IP54",
    );
    expect(readSpecificationFilters(params, fields)).toEqual([
      { fieldId: "capacity", type: "number", min: 1000, max: null },
      { fieldId: "rating", type: "choice", values: ["IP65"] },
      { fieldId: "wifi", type: "boolean", values: [true] },
      { fieldId: "rating2", type: "choice", values: ["IP54"] },
    ]);
  });

  it("set no filter for a field the address leaves empty or fills with nothing it knows", () => {
    expect(readSpecificationFilters(new URLSearchParams("face-capacity-min=&ip-rating=IP1&wi-fi=no"), fields)).toEqual([
      { fieldId: "wifi", type: "boolean", values: [false] },
    ]);
  });

  it("report each key that holds no value of its field, named by the key, and keep the values it knows", () => {
    const params = new URLSearchParams("face-capacity-min=1e3&face-capacity-max=abc&ip-rating=IP65&ip-rating=IP99&wi-fi=maybe&screen=5");
    expect(parseSpecificationFilters(params, fields)).toEqual({
      filters: [
        { fieldId: "capacity", type: "number", min: 1000, max: null },
        { fieldId: "rating", type: "choice", values: ["IP65"] },
      ],
      problems: {
        "face-capacity-max": "Face capacity (max) must be a number",
        "ip-rating": "IP rating must be one of IP65, IP67",
        "wi-fi": "Wi-Fi must be yes or no",
      },
    });
  });

  it("report no problem for empty values, nor for keys that name no filterable field", () => {
    const params = new URLSearchParams("face-capacity-min=&face-capacity-max=%20&ip-rating=&screen=x&colour=red");
    expect(parseSpecificationFilters(params, fields)).toEqual({ filters: [], problems: {} });
  });
});
