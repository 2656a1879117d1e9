#include "ncclimportdialog.h"

#include "app/present/ncclchart.h"
#include "widgets/ncclfitchart.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace jct::planner {

NcclImportDialog::NcclImportDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import nccl-tests log"));
    auto *layout = new QVBoxLayout(this);
    // The chart over the text, the boundary draggable; the text scrolls past its height.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    m_chart = new widgets::NcclFitChart(splitter);
    m_chart->setMinimumSize(480, 280);
    m_text = new QTextBrowser(splitter);
    m_text->setOpenLinks(false);
    m_text->setMinimumHeight(96);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this);
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("Apply to the plan"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        emit applyRequested();
        accept();
    });
    // 760 × 780 where the screen has room (the chart at its full 640 × 400 and a dozen
    // lines of text), else the screen's available area.
    QSize size(760, 780);
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.92);
    resize(size.expandedTo(minimumSizeHint()));
}

QPushButton *NcclImportDialog::applyButton() const
{
    return m_buttons->button(QDialogButtonBox::Apply);
}

QString NcclImportDialog::summaryText() const
{
    return m_summary;
}

QString NcclImportDialog::changesText() const
{
    return m_changes;
}

bool NcclImportDialog::loadLog(const QString &path, const format::LoadedScenario &plan, QString *error)
{
    format::NcclParseResult parsed = format::readNcclLogFile(path);
    if (!parsed.ok()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, parsed.error.toString());
        return false;
    }
    m_parsed = std::move(parsed);
    m_fits.clear();
    std::vector<MeasuredCollective> measured;
    for (const format::NcclLog &log : std::as_const(m_parsed.logs)) {
        present::NcclTableFit fit = present::fitNcclTable(log);
        if (!fit.fit.ok) {
            if (error)
                *error = QStringLiteral("%1: the %2 table determines neither α nor a bandwidth: %3; %4")
                             .arg(path, log.collective, present::alphaText(fit), present::bandwidthText(fit));
            return false;
        }
        measured.push_back(fit.measured(m_parsed.cluster));
        m_fits.push_back(std::move(fit));
    }
    const QString name = QFileInfo(path).fileName();
    const QLocale locale;
    m_chart->setData(present::ncclChartData(m_fits.front(), m_parsed.cluster, name, locale));
    QStringList lines;
    for (const present::NcclTableFit &f : m_fits) {
        lines << QStringLiteral("<b>%1</b>, %2").arg(f.log->collective, present::clusterText(m_parsed.cluster));
        lines << QStringLiteral("α: %1").arg(present::alphaText(f, locale).toHtmlEscaped());
        lines << tr("bandwidth: %1").arg(present::bandwidthText(f, locale).toHtmlEscaped());
        for (const QString &note : present::fitNotes(f, locale))
            lines << tr("note: %1").arg(note.toHtmlEscaped());
    }
    m_summary = lines.join(QStringLiteral("<br>"));
    const MeasuredCollective together = measured.size() == 1 ? measured.front() : combineCollectives(measured);
    m_applied = present::applyNcclFit(plan, together, name, QFileInfo(path).lastModified().date().toString(Qt::ISODate),
                                      {m_parsed.cluster.device}, locale);
    QStringList changes;
    for (const QString &c : std::as_const(m_applied.changes))
        changes << QStringLiteral("• %1").arg(c.toHtmlEscaped());
    for (const QString &w : std::as_const(m_applied.warnings))
        changes << tr("note: %1").arg(w.toHtmlEscaped());
    m_changes = tr("Applying the fit changes:") + QStringLiteral("<br>") + changes.join(QStringLiteral("<br>"));
    m_text->setHtml(QStringLiteral("<p>%1</p><p>%2</p>").arg(m_summary, m_changes));
    return true;
}

} // namespace jct::planner
