#include "helpdialogs.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QHelpEvent>
#include <QMessageBox>
#include <QTextBrowser>
#include <QToolTip>
#include <QVBoxLayout>

namespace jct::planner {

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("manualDialog"));
    setWindowTitle(tr("JCT Planner manual"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(QStringLiteral("qrc:/help/manual.html")));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

QString ManualDialog::text() const
{
    return m_browser->toPlainText();
}

QString aboutText()
{
    return QApplication::translate(
               "About",
               "<h3>JCT Planner %1</h3>"
               "<p>What-if planner for the completion time of large AI training jobs: network, pipeline, "
               "recomputation, stragglers, checkpoints, failures and cost in one analytic model. Every number has "
               "a breakdown; Help ▸ Manual (F1) explains the tiles, the charts and the formulas.</p>"
               "<p>Licence: proprietary, all rights reserved. Built with Qt %2 (running on Qt %3, LGPL 3), "
               "QCustomPlot 2.1 (GPL 3) and Eigen 3.4 (MPL 2.0).</p>"
               "<p>The model stands on: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (activation "
               "recomputation, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner "
               "and Gropp (collectives, 2005), Young (1974) and Daly (2006) on checkpoint intervals, Blom (1958) on "
               "order statistics; NVIDIA nccl-tests for bus bandwidth.</p>"
               "<p>Links: <a href=\"https://www.qt.io\">qt.io</a> · "
               "<a href=\"https://www.qcustomplot.com\">qcustomplot.com</a> · "
               "<a href=\"https://eigen.tuxfamily.org\">eigen.tuxfamily.org</a> · "
               "<a href=\"https://github.com/NVIDIA/nccl-tests\">nccl-tests</a></p>")
        .arg(QStringLiteral(JCT_PLANNER_VERSION), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

QMessageBox *openAboutBox(QWidget *parent)
{
    auto *box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setWindowTitle(QApplication::translate("About", "About JCT Planner"));
    box->setTextFormat(Qt::RichText);
    box->setText(aboutText());
    box->setIconPixmap(QApplication::windowIcon().pixmap(64, 64));
    box->setStandardButtons(QMessageBox::Close);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

QString wrappedToolTip(const QString &toolTip)
{
    constexpr qsizetype kReadableLine = 60;
    if (toolTip.size() <= kReadableLine || Qt::mightBeRichText(toolTip))
        return toolTip;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(toolTip.toHtmlEscaped());
}

bool ToolTipWrapper::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->toolTip().isEmpty())
        return false;
    const QString wrapped = wrappedToolTip(widget->toolTip());
    if (wrapped == widget->toolTip())
        return false;
    QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), wrapped, widget);
    return true;
}

} // namespace jct::planner
