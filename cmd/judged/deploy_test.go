package main

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"sigs.k8s.io/yaml"

	"rulesjudge/httpapi"
)

// The deployment files, checked against the program they deploy: their
// flags parse, their probes name routes of the real router that answer, and
// their ports, volumes and times agree with what judged does.

const kubeDir = "../../deploy/kubernetes"

// The parts of the Kubernetes objects the tests read.
type (
	objectMeta struct {
		Name   string            `json:"name"`
		Labels map[string]string `json:"labels"`
	}
	labelSelector struct {
		MatchLabels map[string]string `json:"matchLabels"`
	}
	probe struct {
		HTTPGet *struct {
			Path string `json:"path"`
			Port any    `json:"port"`
		} `json:"httpGet"`
		PeriodSeconds    int `json:"periodSeconds"`
		FailureThreshold int `json:"failureThreshold"`
	}
	container struct {
		Name  string   `json:"name"`
		Image string   `json:"image"`
		Args  []string `json:"args"`
		Env   []struct {
			Name  string `json:"name"`
			Value string `json:"value"`
		} `json:"env"`
		Ports []struct {
			Name          string `json:"name"`
			ContainerPort int    `json:"containerPort"`
		} `json:"ports"`
		ReadinessProbe *probe `json:"readinessProbe"`
		LivenessProbe  *probe `json:"livenessProbe"`
		Resources      struct {
			Requests map[string]string `json:"requests"`
			Limits   map[string]string `json:"limits"`
		} `json:"resources"`
		VolumeMounts []struct {
			Name      string `json:"name"`
			MountPath string `json:"mountPath"`
		} `json:"volumeMounts"`
	}
	deployment struct {
		APIVersion string     `json:"apiVersion"`
		Kind       string     `json:"kind"`
		Metadata   objectMeta `json:"metadata"`
		Spec       struct {
			Selector labelSelector `json:"selector"`
			Template struct {
				Metadata objectMeta `json:"metadata"`
				Spec     struct {
					TerminationGracePeriodSeconds int         `json:"terminationGracePeriodSeconds"`
					Containers                    []container `json:"containers"`
					Volumes                       []struct {
						Name     string         `json:"name"`
						EmptyDir map[string]any `json:"emptyDir"`
						PVC      map[string]any `json:"persistentVolumeClaim"`
					} `json:"volumes"`
				} `json:"spec"`
			} `json:"template"`
		} `json:"spec"`
	}
	service struct {
		Kind string `json:"kind"`
		Spec struct {
			Selector map[string]string `json:"selector"`
			Ports    []struct {
				TargetPort any `json:"targetPort"`
			} `json:"ports"`
		} `json:"spec"`
	}
	autoscaler struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
		Spec       struct {
			ScaleTargetRef struct {
				APIVersion string `json:"apiVersion"`
				Kind       string `json:"kind"`
				Name       string `json:"name"`
			} `json:"scaleTargetRef"`
			MinReplicas int `json:"minReplicas"`
			MaxReplicas int `json:"maxReplicas"`
			Metrics     []struct {
				Type string `json:"type"`
			} `json:"metrics"`
		} `json:"spec"`
	}
	disruptionBudget struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
		Spec       struct {
			MinAvailable   any           `json:"minAvailable"`
			MaxUnavailable any           `json:"maxUnavailable"`
			Selector       labelSelector `json:"selector"`
		} `json:"spec"`
	}
)

// readKube reads one file of deploy/kubernetes into v.
func readKube(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(kubeDir, name))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// TestKubernetesFiles: kustomization.yaml lists every file of the folder;
// the Service, the autoscaler and the disruption budget find the
// Deployment's pods.
func TestKubernetesFiles(t *testing.T) {
	var k struct {
		Resources []string `json:"resources"`
	}
	readKube(t, "kustomization.yaml", &k)
	files, err := filepath.Glob(filepath.Join(kubeDir, "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range files {
		if b := filepath.Base(f); b != "kustomization.yaml" {
			want = append(want, b)
		}
	}
	got := slices.Sorted(slices.Values(k.Resources))
	if !slices.Equal(got, want) {
		t.Errorf("kustomization resources: got %v, want every file: %v", got, want)
	}

	var d deployment
	readKube(t, "deployment.yaml", &d)
	if d.APIVersion != "apps/v1" || d.Kind != "Deployment" {
		t.Fatalf("deployment.yaml: got %s %s, want apps/v1 Deployment", d.APIVersion, d.Kind)
	}
	pods := d.Spec.Template.Metadata.Labels
	selects := func(what string, sel map[string]string) {
		t.Helper()
		if len(sel) == 0 {
			t.Errorf("%s: got no selector, want the pods' labels", what)
		}
		for k, v := range sel {
			if pods[k] != v {
				t.Errorf("%s: selects %s=%s, which the pods (%v) don't carry", what, k, v, pods)
			}
		}
	}
	selects("the Deployment", d.Spec.Selector.MatchLabels)

	var s service
	readKube(t, "service.yaml", &s)
	selects("service.yaml", s.Spec.Selector)
	ports := map[string]bool{}
	for _, p := range d.Spec.Template.Spec.Containers[0].Ports {
		ports[p.Name], ports[strconv.Itoa(p.ContainerPort)] = true, true
	}
	for _, p := range s.Spec.Ports {
		if !ports[portString(p.TargetPort)] {
			t.Errorf("service.yaml: targetPort %v is not a port of the container", p.TargetPort)
		}
	}

	var h autoscaler
	readKube(t, "hpa.yaml", &h)
	ref := h.Spec.ScaleTargetRef
	if h.APIVersion != "autoscaling/v2" || ref.Kind != "Deployment" || ref.APIVersion != "apps/v1" || ref.Name != d.Metadata.Name {
		t.Errorf("hpa.yaml: got %s scaling %s %s %q, want autoscaling/v2 scaling apps/v1 Deployment %q", h.APIVersion, ref.APIVersion, ref.Kind, ref.Name, d.Metadata.Name)
	}
	if h.Spec.MinReplicas < 2 || h.Spec.MaxReplicas < h.Spec.MinReplicas || len(h.Spec.Metrics) == 0 {
		t.Errorf("hpa.yaml: got %d to %d pods on %d metrics, want at least 2 (a disruption leaves one) and a metric", h.Spec.MinReplicas, h.Spec.MaxReplicas, len(h.Spec.Metrics))
	}

	var b disruptionBudget
	readKube(t, "pdb.yaml", &b)
	if b.APIVersion != "policy/v1" || b.Kind != "PodDisruptionBudget" || (b.Spec.MinAvailable == nil) == (b.Spec.MaxUnavailable == nil) {
		t.Errorf("pdb.yaml: got %s %s with minAvailable %v, maxUnavailable %v; want policy/v1 PodDisruptionBudget with one of them", b.APIVersion, b.Kind, b.Spec.MinAvailable, b.Spec.MaxUnavailable)
	}
	selects("pdb.yaml", b.Spec.Selector.MatchLabels)
}

// portString is a port given as a number or a name, as a string.
func portString(p any) string {
	switch p := p.(type) {
	case float64:
		return strconv.Itoa(int(p))
	case string:
		return p
	}
	return ""
}

// TestKubernetesDeployment: the container's flags and environment parse as
// judged's own; it listens on the port its probes ask; the probes name GET
// routes of the real router that answer 200 and are never refused, by the
// rate limit or for load; readiness turns 503 within the drain; the grace
// period covers the drain; the card cache is the volume.
func TestKubernetesDeployment(t *testing.T) {
	var d deployment
	readKube(t, "deployment.yaml", &d)
	if n := len(d.Spec.Template.Spec.Containers); n != 1 {
		t.Fatalf("got %d containers, want 1", n)
	}
	c := d.Spec.Template.Spec.Containers[0]
	env := map[string]string{}
	for _, e := range c.Env {
		env[e.Name] = e.Value
	}
	t.Setenv("XDG_CACHE_HOME", env["XDG_CACHE_HOME"]) // where judged's card cache goes, by os.UserCacheDir
	cfg, err := parseConfig(append([]string{"judged"}, c.Args...), func(k string) string { return env[k] }, io.Discard)
	if err != nil {
		t.Fatalf("the container's args %q: %v", c.Args, err)
	}

	// The port judged listens on is the container's, and the probes'.
	_, port, err := net.SplitHostPort(cfg.addr)
	if err != nil {
		t.Fatal(err)
	}
	portNames := map[string]string{}
	for _, p := range c.Ports {
		portNames[p.Name], portNames[strconv.Itoa(p.ContainerPort)] = strconv.Itoa(p.ContainerPort), strconv.Itoa(p.ContainerPort)
	}
	if len(c.Ports) != 1 || strconv.Itoa(c.Ports[0].ContainerPort) != port {
		t.Errorf("container ports %+v: want one, judged's %s", c.Ports, port)
	}

	h := httpapi.NewServer(httpapi.Config{RateLimit: 1, MaxInFlight: 1}, zerolog.Nop())
	for _, tt := range []struct {
		name  string
		probe *probe
		want  string
	}{
		{"readinessProbe", c.ReadinessProbe, "/readyz"},
		{"livenessProbe", c.LivenessProbe, "/healthz"},
	} {
		p := tt.probe
		if p == nil || p.HTTPGet == nil {
			t.Errorf("%s: got none, want an httpGet probe", tt.name)
			continue
		}
		if p.HTTPGet.Path != tt.want {
			t.Errorf("%s: got path %q, want %s", tt.name, p.HTTPGet.Path, tt.want)
		}
		if got := portNames[portString(p.HTTPGet.Port)]; got != port {
			t.Errorf("%s: port %v is %q, want judged's %s", tt.name, p.HTTPGet.Port, got, port)
		}
		// A rate limit of 1 and one request at once: a probe is never refused.
		for i := range 3 {
			req := httptest.NewRequest(http.MethodGet, p.HTTPGet.Path, nil)
			req.RemoteAddr = "10.0.0.1:1234" // the kubelet
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				t.Errorf("%s: GET %s (%d): got %d, want 200 from the real router", tt.name, p.HTTPGet.Path, i+1, rec.Code)
			}
		}
	}

	// Readiness must fail within -shutdown-delay, so the Service stops
	// sending before the listener closes; the grace period covers the drain.
	if r := c.ReadinessProbe; r != nil {
		if took := time.Duration(r.PeriodSeconds*max(r.FailureThreshold, 1)) * time.Second; took == 0 || took >= cfg.http.shutdownDelay {
			t.Errorf("readiness sees a draining pod after %v, want under -shutdown-delay %v", took, cfg.http.shutdownDelay)
		}
	}
	if grace, drain := time.Duration(d.Spec.Template.Spec.TerminationGracePeriodSeconds)*time.Second, cfg.http.shutdownDelay+cfg.http.shutdown; grace <= drain {
		t.Errorf("terminationGracePeriodSeconds %v: want more than the drain, %v", grace, drain)
	}

	for _, k := range []string{"cpu", "memory"} {
		if c.Resources.Requests[k] == "" {
			t.Errorf("resources: got no %s request, want one (the autoscaler's utilisation is of the request)", k)
		}
	}
	if c.Resources.Limits["memory"] == "" {
		t.Error("resources: got no memory limit, want one")
	}

	// The card cache (as judged resolves it) is on the volume.
	if cfg.cardCache == "" {
		t.Fatal("judged found no card cache directory")
	}
	mounted := ""
	for _, m := range c.VolumeMounts {
		if strings.HasPrefix(cfg.cardCache+"/", filepath.Clean(m.MountPath)+"/") {
			mounted = m.Name
		}
	}
	volume := false
	for _, v := range d.Spec.Template.Spec.Volumes {
		volume = volume || v.Name == mounted && (v.EmptyDir != nil || v.PVC != nil)
	}
	if mounted == "" || !volume {
		t.Errorf("the card cache %s: got on volume %q (found: %v), want a mounted volume", cfg.cardCache, mounted, volume)
	}
}

// TestDockerfile: the base images are pinned by digest, the Go image is
// the release go.mod names, the health check runs judged -healthcheck
// with flags judged has, and the image exposes judged's default port.
func TestDockerfile(t *testing.T) {
	f, err := os.Open("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var froms []string
	var healthcheck []string
	expose := ""
	sc := bufio.NewScanner(f)
	continued := ""
	for sc.Scan() {
		line := continued + sc.Text()
		if strings.HasSuffix(line, `\`) {
			continued = strings.TrimSuffix(line, `\`) + " "
			continue
		}
		continued = ""
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		switch strings.ToUpper(fields[0]) {
		case "FROM":
			froms = append(froms, fields[1])
		case "EXPOSE":
			expose = fields[1]
		case "HEALTHCHECK":
			_, cmd, ok := strings.Cut(line, "CMD ")
			if !ok {
				t.Fatalf("HEALTHCHECK without CMD: %s", line)
			}
			for _, q := range regexp.MustCompile(`"([^"]*)"`).FindAllStringSubmatch(cmd, -1) {
				healthcheck = append(healthcheck, q[1])
			}
		}
	}
	pinned := regexp.MustCompile(`^[^@\s]+:[^@\s]+@sha256:[0-9a-f]{64}$`)
	for _, from := range froms {
		if !pinned.MatchString(from) {
			t.Errorf("FROM %s: want IMAGE:TAG@sha256:DIGEST", from)
		}
	}
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goVersion := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(mod)
	if goVersion == nil {
		t.Fatal("go.mod: no go line")
	}
	if v := string(goVersion[1]); len(froms) == 0 || !strings.HasPrefix(froms[0], "golang:"+v+"-") && !strings.HasPrefix(froms[0], "golang:"+v+"@") {
		t.Errorf("the build image %v: want golang:%s, the release go.mod names", froms, v)
	}

	if len(healthcheck) < 2 || healthcheck[0] != "/judged" {
		t.Fatalf("HEALTHCHECK CMD %q: want /judged -healthcheck", healthcheck)
	}
	cfg, err := parseConfig(healthcheck, func(string) string { return "" }, io.Discard)
	if err != nil || !cfg.healthcheck {
		t.Errorf("HEALTHCHECK CMD %q: got healthcheck %v, error %v; want judged's -healthcheck", healthcheck, cfg.healthcheck, err)
	}
	if _, port, _ := net.SplitHostPort(cfg.addr); expose != port {
		t.Errorf("EXPOSE %s: want the port the health check asks, %s", expose, port)
	}
}
