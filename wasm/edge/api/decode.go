package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
)

// requestFields lists the fields of MoveRequest for error messages.
const requestFields = "fen, moves, level, movetimeMs, book"

// knownFields are the keys a move request may have, spelled exactly.
var knownFields = map[string]bool{"fen": true, "moves": true, "level": true, "movetimeMs": true, "book": true}

// checkContentType accepts application/json, with no charset or UTF-8.
func checkContentType(r *http.Request) *apiError {
	header := r.Header.Get("Content-Type")
	if header == "" {
		return errorf(http.StatusUnsupportedMediaType, "missing Content-Type: send the body as application/json")
	}
	media, params, err := mime.ParseMediaType(header)
	if err != nil || media != "application/json" {
		return errorf(http.StatusUnsupportedMediaType, "Content-Type is %q: send the body as application/json", header)
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		return errorf(http.StatusUnsupportedMediaType, "charset %q is not supported: send UTF-8", cs)
	}
	return nil
}

// decodeMoveRequest reads one JSON object of at most limit bytes from body
// and reports what is wrong with anything else.
func decodeMoveRequest(body io.Reader, limit int64) (*MoveRequest, *apiError) {
	// One byte past the limit tells a body that is too long from one that
	// fits exactly.
	data, err := io.ReadAll(io.LimitReader(body, limit+1))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "request body is larger than %d bytes", limit)
		}
		return nil, errorf(http.StatusBadRequest, "cannot read the request body: %v", err)
	}
	if int64(len(data)) > limit {
		return nil, errorf(http.StatusRequestEntityTooLarge, "request body is larger than %d bytes", limit)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errorf(http.StatusBadRequest, `request body is empty: send a JSON object such as {"moves":["h2e2"],"level":5}`)
	}
	if err := checkKeys(data); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var wire wireRequest
	if err := dec.Decode(&wire); err != nil {
		return nil, errorf(http.StatusBadRequest, "%s", describeJSONError(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errorf(http.StatusBadRequest, "request body has more after the JSON object: send exactly one object")
	}
	req := &MoveRequest{FEN: wire.FEN, Level: wire.Level, MoveTimeMs: wire.MoveTimeMs, Book: wire.Book}
	if wire.Moves != nil {
		req.Moves = make([]string, len(wire.Moves))
	}
	for i, raw := range wire.Moves {
		if err := json.Unmarshal(raw, &req.Moves[i]); err != nil || bytes.Equal(raw, []byte("null")) {
			return nil, errorf(http.StatusBadRequest, `moves[%d] must be a string such as "h2e2", not %s`, i, describeValue(raw))
		}
	}
	return req, nil
}

// wireRequest is MoveRequest as decoded: the moves stay raw so that a bad
// one can be named by its index.
type wireRequest struct {
	FEN        string            `json:"fen"`
	Moves      []json.RawMessage `json:"moves"`
	Level      *int              `json:"level"`
	MoveTimeMs *int              `json:"movetimeMs"`
	Book       *bool             `json:"book"`
}

// describeValue names the JSON type of a raw value for error messages.
func describeValue(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "the number " + string(raw)
}

// checkKeys checks the keys of the top-level object: each must be a field
// spelled exactly as documented (encoding/json alone would accept any case)
// and appear once (it would let the last one win). Anything that is not a
// well-formed object is left for the decoder to describe.
func checkKeys(data []byte) *apiError {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	seen := make(map[string]bool)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		switch {
		case !knownFields[key]:
			return errorf(http.StatusBadRequest, "unknown field %q (fields: %s)", key, requestFields)
		case seen[key]:
			return errorf(http.StatusBadRequest, "field %q appears twice", key)
		}
		seen[key] = true
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil
		}
	}
	return nil
}

// describeJSONError turns encoding/json's errors into messages that name the
// field and what it should hold.
func describeJSONError(err error) string {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("request body is not valid JSON (at byte %d): %v", syntax.Offset, syntax)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Sprintf("request body must be a JSON object, not %s", typ.Value)
		}
		return fmt.Sprintf("field %q must be %s, not %s", typ.Field, fieldWants(typ.Field), typ.Value)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "request body is cut short: it ends before the JSON value is complete"
	}
	// encoding/json reports an unknown field only in the text of its error.
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Sprintf("unknown field %s (fields: %s)", name, requestFields)
	}
	return fmt.Sprintf("request body is not a valid move request: %v", err)
}

// fieldWants says what a field must hold, for type errors.
func fieldWants(field string) string {
	switch field {
	case "fen":
		return "a string"
	case "moves":
		return `an array of coordinate moves such as ["h2e2","h9g7"]`
	case "level", "movetimeMs":
		return "a whole number"
	case "book":
		return "true or false"
	}
	return "of another type"
}
