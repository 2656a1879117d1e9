// Latency of the planner window (issue: a slider change repaints plots and numbers in
// under 16 ms at the 99th percentile, debounce included). Drives the real window
// offscreen at 1366×768 through a few hundred slider steps — the GPU count, the NIC
// bandwidth, the price — and the async toggle, and measures from the change to the
// moment every chart whose data changed has replotted and the event queue has been
// processed once more to paint (summary labels are updated synchronously before that). Also reports the time
// to construct and show the window on the default plan. Prints figures; not a test.

#include "app/planner/mainwindow.h"
#include "widgets/checkpointchart.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/syncwallchart.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QSlider>
#include <QStandardPaths>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int steps = argc > 1 ? std::max(10, std::atoi(argv[1])) : 400;

    QElapsedTimer startup;
    startup.start();
    jct::planner::MainWindow window(jct::format::defaultScenario());
    window.resize(1366, 768);
    window.show();
    int replots = 0;
    for (jct::widgets::ChartView *chart : std::initializer_list<jct::widgets::ChartView *>{
             window.syncWallChart(), window.idleCostChart(), window.checkpointChart(), window.stepChart()})
        QObject::connect(chart, &jct::widgets::ChartView::replotted, &window, [&replots] { ++replots; });
    while (replots < 4)
        QApplication::processEvents();
    const double startupMs = static_cast<double>(startup.nsecsElapsed()) / 1e6;

    QSlider *gpus = window.control(QStringLiteral("cluster.gpus"))->slider();
    QSlider *nic = window.control(QStringLiteral("network.nic_gbps_per_gpu"))->slider();
    QSlider *price = window.control(QStringLiteral("cost.gpu_hour_usd"))->slider();
    std::vector<double> latencies;
    std::vector<double> handling;   // control → document → engine → chart data and summary
    std::vector<double> replotting; // the four queued replots
    std::vector<double> gpuSteps;   // the GPU-count slider alone: every chart changes
    latencies.reserve(static_cast<std::size_t>(steps));
    int direction = 1;
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer timer;
        replots = 0;
        const int analysesBefore = window.analysisCount();
        timer.start();
        switch (i % 4) {
        case 0: // the GPU-count slider, one valid layout to the next, back and forth
            if (gpus->value() >= gpus->maximum())
                direction = -1;
            else if (gpus->value() <= gpus->minimum())
                direction = 1;
            gpus->triggerAction(direction > 0 ? QAbstractSlider::SliderSingleStepAdd
                                              : QAbstractSlider::SliderSingleStepSub);
            break;
        case 1: // dragging the NIC bandwidth
            nic->setSliderDown(true);
            nic->setSliderPosition((nic->value() + 37) % (nic->maximum() + 1));
            nic->setSliderDown(false);
            break;
        case 2:
            price->triggerAction((i / 4) % 2 ? QAbstractSlider::SliderPageStepAdd : QAbstractSlider::SliderPageStepSub);
            break;
        default:
            if ((i / 4) % 8 == 0)
                window.asyncCheckBox()->click();
            else
                nic->triggerAction(QAbstractSlider::SliderSingleStepAdd);
            break;
        }
        const double handled = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (window.analysisCount() == analysesBefore) {
            QApplication::processEvents();
            continue; // the control was already at its limit: nothing changed, nothing to time
        }
        auto pending = [&window] {
            for (jct::widgets::ChartView *chart : std::initializer_list<jct::widgets::ChartView *>{
                     window.syncWallChart(), window.idleCostChart(), window.checkpointChart(), window.stepChart()})
                if (chart->replotPending())
                    return true;
            return false;
        };
        while (pending() && timer.elapsed() < 5000)
            QApplication::processEvents();
        const double replotted = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        QApplication::processEvents(); // paint what the replots invalidated
        latencies.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        handling.push_back(handled);
        if (i % 4 == 0)
            gpuSteps.push_back(latencies.back());
        replotting.push_back(replotted - handled);
    }
    if (latencies.empty())
        return 1;
    for (auto *v : {&latencies, &handling, &replotting, &gpuSteps})
        std::sort(v->begin(), v->end());
    auto percentileOf = [](const std::vector<double> &v, double p) {
        return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
    };
    auto percentile = [&](double p) { return percentileOf(latencies, p); };
    std::printf("window startup on the default plan (construct, show, first replot of all charts): %.0f ms\n",
                startupMs);
    std::printf("slider change to repainted plots and numbers, %zu steps at 1366x768 offscreen, no debounce: "
                "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                latencies.size(), percentile(0.50), percentile(0.90), percentile(0.99), latencies.back());
    std::printf("  GPU-count slider alone (%zu steps, all four charts redrawn): p50 %.2f ms, p99 %.2f ms\n",
                gpuSteps.size(), percentileOf(gpuSteps, 0.5), percentileOf(gpuSteps, 0.99));
    std::printf("  of which: handling the change (document, engine, chart data, summary) p50 %.2f ms; "
                "the four replots p50 %.2f ms; the rest is painting\n",
                percentileOf(handling, 0.5), percentileOf(replotting, 0.5));
    std::printf("engine calls per change: %d\n", window.analysis().evaluations);
    return 0;
}
